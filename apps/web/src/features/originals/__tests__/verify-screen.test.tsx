import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { ok, server } from '@/testing/server';
import { diceRound, floatOf, SEED, signIn } from './originals-harness';

// Issue 23 (spec INHOUSE /m/inHouse/verify): a round recomputed in the browser with WebCrypto.
describe('verify a round', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
  });

  it('recomputes a revealed dice round and shows the same roll', async () => {
    const round = diceRound({ serverSeed: SEED });
    server.use(http.get('*/wps/originals/round', () => ok(round)));
    renderApp('/m/inHouse/verify?game=dice&round=dice-42');
    expect(
      await screen.findByText('✓ Same outcome as settled', undefined, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('✓ The seed matches the hash shown before play')).toBeVisible();
    const roll = (round.dice!.roll / 100).toFixed(2);
    expect(screen.getByTestId('verify-computed')).toHaveTextContent(roll);
    expect(screen.getByTestId('verify-served')).toHaveTextContent(roll);
  });

  it('recomputes the slot stops, and flags a settled outcome the seed does not give', async () => {
    const stops = [0, 1, 2, 3, 4].map((i) => Math.floor(floatOf('my-seed', 3, i) * 20));
    const wrong = [...stops.slice(0, 4), (stops[4]! + 1) % 20];
    const round = diceRound({
      ref: 'slot5x3-7',
      game: 'slot5x3',
      dice: null,
      slot: { stops: wrong },
      serverSeed: SEED,
    });
    server.use(http.get('*/wps/originals/round', () => ok(round)));
    renderApp('/m/inHouse/verify?game=slot5x3&round=slot5x3-7');
    expect(
      await screen.findByText('✗ The outcome differs from what was settled', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    expect(screen.getByTestId('verify-computed')).toHaveTextContent(stops.join(' · '));
  });

  it("forwards a crash bet's round to the crash game's verify page", async () => {
    const { router } = renderApp('/m/inHouse/verify?game=crash&round=crash-12-34');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/inHouse/crash/verify/12'));
  });

  it('says the seed is not revealed yet, with a hint to rotate it in the game', async () => {
    server.use(http.get('*/wps/originals/round', () => ok(diceRound())));
    renderApp('/m/inHouse/verify?game=dice&round=dice-42');
    expect(await screen.findByText(/not revealed yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the game to rotate the seed' })).toHaveAttribute(
      'href',
      '/m/inHouse/dice',
    );
  });
});
