import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { fail, ok, server } from '@/testing/server';
import { diceRound, seeds, signIn } from './originals-harness';

// Issue 23 (spec INHOUSE /m/inHouse): the dice screen, its seeds panel and its errors.
describe('dice', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
  });

  it('shows the seed hash before play, rolls with the chosen target and links the round', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.get('*/wps/originals/seeds', () => ok(seeds)),
      http.post('*/wps/originals/dice', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        const round = diceRound({
          dice: { target: 5000, direction: 'over', roll: 7321 },
          winMinor: 198,
        });
        return ok({ round, balanceMinor: 10_098, seeds: { ...seeds, nonce: 4 } });
      }),
    );
    renderApp('/m/inHouse/dice');
    expect(await screen.findByTestId('seed-hash')).toHaveTextContent(seeds.seedHash);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Over' }));
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('49.99%');
    await user.click(screen.getByRole('button', { name: /^Stake \D*5\.00$/ }));
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByText('73.21')).toBeVisible();
    expect(screen.getByText(/^You won \D*1\.98$/)).toBeVisible();
    expect(body).toMatchObject({ stakeMinor: 500, target: 5000, direction: 'over' });
    expect(screen.getByRole('link', { name: 'Verify round dice-42' })).toHaveAttribute(
      'href',
      '/m/inHouse/verify?game=dice&round=dice-42',
    );
    expect(await screen.findByTestId('seed-nonce')).toHaveTextContent('4');
  });

  it("says why a round was refused, in the player's language", async () => {
    server.use(
      http.get('*/wps/originals/seeds', () => ok(seeds)),
      http.post('*/wps/originals/dice', () =>
        fail(409, 'wallet.insufficient.funds', 'Not enough balance for this stake'),
      ),
    );
    renderApp('/m/inHouse/dice');
    await screen.findByTestId('seed-hash');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
