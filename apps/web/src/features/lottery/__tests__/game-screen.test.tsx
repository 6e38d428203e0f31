import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LotteryPlay } from '@app/contract';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { fail, ok, server } from '@/testing/server';
import { plays, serveLottery, signIn, ssc1 } from './lottery-harness';

const GAME = '/m/lottery/SSC1?prize_mode=Elott&playType=trad';

/** The game screen with the play named `play` chosen. */
async function openPlay(play: string | RegExp) {
  renderApp(GAME);
  await userEvent.click(await screen.findByRole('button', { name: play }, { timeout: 5000 }));
}

/** The game screen with all ten digits picked on the first position of the fixed play. */
async function pickTenOnFirstPosition() {
  await openPlay('Fixed position');
  const first = screen.getByRole('group', { name: '10,000s' });
  await userEvent.click(within(first).getByRole('button', { name: 'All' }));
  return first;
}

describe('lottery game screen (issue 21)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
  });

  it('shows the current issue, its countdown and the latest result', async () => {
    serveLottery();
    renderApp(GAME);
    expect(
      await screen.findByText('Issue 20261127-0361', undefined, { timeout: 5000 }),
    ).toBeVisible();
    const current = screen.getByRole('region', { name: 'Current issue' });
    expect(within(current).getByRole('timer')).toHaveTextContent(/^00:(39|40)$/);
    expect(within(current).getByRole('img', { name: 'Result 3 1 4 1 5' })).toBeVisible();
    expect(current).toHaveTextContent('Issue 20261127-0360 result');
    // The results tab lists the same draw with a link to verify it.
    expect(await screen.findByRole('link', { name: 'Verify issue 20261127-0360' })).toHaveAttribute(
      'href',
      '/m/lottery/verify?gameId=SSC1&issueNo=20261127-0360',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky 5 (1 min)' })).toBeVisible();
  });

  it('prices the picks live: ten digits on one position are 10 bets of the stake', async () => {
    serveLottery();
    const first = await pickTenOnFirstPosition();
    expect(within(first).getAllByRole('button', { pressed: true })).toHaveLength(10);
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(slip).toHaveTextContent('10 bets');
    expect(slip).toHaveTextContent('৳10.00');
    await userEvent.click(within(slip).getByRole('button', { name: 'Raise the multiplier' }));
    expect(slip).toHaveTextContent('৳20.00');
    await userEvent.selectOptions(within(slip).getByRole('combobox'), '10');
    expect(slip).toHaveTextContent('৳2.00');
    await userEvent.click(within(slip).getByRole('checkbox', { name: 'Chase' }));
    expect(slip).toHaveTextContent('৳4.00'); // 2 issues
  });

  it('says one bet, not 1 bets', async () => {
    serveLottery();
    await openPlay('Fixed position');
    const first = screen.getByRole('group', { name: '10,000s' });
    await userEvent.click(within(first).getAllByRole('button', { pressed: false })[0]!);
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(within(slip).getByText('1 bet')).toBeVisible();
    expect(within(slip).queryByText('1 bets')).toBeNull();
  });

  it('says what is missing while the picks are not yet a bet', async () => {
    serveLottery();
    await openPlay('Last 2 group');
    const digits = screen.getByRole('group', { name: 'Digits' });
    await userEvent.click(within(digits).getByRole('button', { name: '7' }));
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(slip).toHaveTextContent('Not a bet yet: pick at least 2 digits.');
    expect(within(slip).getByRole('button', { name: 'Bet' })).toBeDisabled();
    await userEvent.click(within(digits).getByRole('button', { name: '8' }));
    await userEvent.click(within(digits).getByRole('button', { name: '9' }));
    expect(slip).toHaveTextContent('3 bets'); // C(3, 2)
    expect(slip).not.toHaveTextContent('Not a bet yet');
  });

  it('takes three-digit numbers typed in (lo of 3 digits): each costs once per line', async () => {
    serveLottery();
    const lo3: LotteryPlay = {
      code: 'LO3',
      playType: 'trad',
      kind: 'lines',
      positions: [],
      lines: [
        [2, 3, 4],
        [0, 1, 2],
      ],
      oddsMilli: { Elott: 980_000, Lott: 970_000, ZY: 960_000 },
    };
    server.use(
      http.get('*/lgw/games/game_menus', () => ok({ game: ssc1, plays: [...plays, lo3] })),
    );
    await openPlay(/Lo \(3 digits/);
    const field = screen.getByRole('textbox', { name: 'Type a 3-digit number' });
    const add = screen.getByRole('button', { name: 'Add' });
    await userEvent.type(field, '7a');
    expect(field).toHaveValue('7');
    expect(add).toBeDisabled();
    await userEvent.type(field, '05{Enter}');
    await userEvent.type(field, '123');
    await userEvent.click(add);
    await userEvent.type(field, '705{Enter}'); // already picked: not twice
    expect(field).toHaveValue('');
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(slip).toHaveTextContent('4 bets'); // 2 numbers x 2 lines
    await userEvent.click(screen.getByRole('button', { name: 'Remove 705' }));
    expect(screen.queryByRole('button', { name: 'Remove 705' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove 123' })).toBeVisible();
    expect(slip).toHaveTextContent('2 bets');
  });

  it('confirms the bet, places it once with its key, then clears the picks', async () => {
    const bets = serveLottery();
    await pickTenOnFirstPosition();
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm your bet' });
    expect(dialog).toHaveTextContent('20261127-0361');
    expect(dialog).toHaveTextContent('Fixed position');
    expect(dialog).toHaveTextContent('0123456789 | - | - | - | -');
    expect(dialog).toHaveTextContent('Total৳10.00');
    expect(dialog).toHaveTextContent('Pays per winning bet৳9.80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Bet placed: order L0000000001')).toBeVisible();
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({
      gameId: 'SSC1',
      issueNo: '20261127-0361',
      prizeMode: 'Elott',
      bets: [
        {
          playCode: 'POS_FIXED',
          picks: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []],
          unitMinor: 100,
          multiplier: 1,
        },
      ],
    });
    expect((bets[0] as { idempotencyKey: string }).idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByRole('region', { name: 'Bet slip' })).toHaveTextContent('0 bets');
    expect(screen.getByRole('tab', { name: 'My orders', selected: true })).toBeVisible();
  });

  it('says why a bet was refused and keeps the picks', async () => {
    serveLottery();
    server.use(
      http.post('*/lgw/orders/betting', () => fail(409, 'lottery.issue.closed', 'closed')),
    );
    await pickTenOnFirstPosition();
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Betting on this issue has closed. Please bet on the next issue.'),
    ).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bet slip' })).toHaveTextContent('10 bets');
  });

  it('confirming again after an answer that never came sends the same key (placed once)', async () => {
    serveLottery();
    const keys: string[] = [];
    let lost = true;
    server.use(
      http.post('*/lgw/orders/betting', async ({ request }) => {
        keys.push(((await request.clone().json()) as { idempotencyKey: string }).idempotencyKey);
        if (lost) {
          lost = false;
          return Response.error();
        }
        return undefined;
      }),
    );
    await pickTenOnFirstPosition();
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/network|connection/i, undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bet placed: order L0000000001')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('lets a multiplier be typed digit by digit (clamped when the field is left)', async () => {
    serveLottery();
    await pickTenOnFirstPosition();
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    const field = within(slip).getByRole('spinbutton', { name: 'Multiplier' });
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    expect(slip).toHaveTextContent('৳250.00');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.tab();
    expect(field).toHaveValue(1);
    expect(slip).toHaveTextContent('৳10.00');
  });

  it('lists the lobby games with their issue, keeping the prize mode and play type', async () => {
    serveLottery();
    renderApp('/m/lottery?prize_mode=Lott&playType=ent');
    const link = await screen.findByRole('link', { name: 'Lucky 5 (1 min)' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/m/lottery/SSC1?prize_mode=Lott&playType=ent');
    expect(await screen.findByText('Issue 20261127-0361')).toBeVisible();
  });
});
