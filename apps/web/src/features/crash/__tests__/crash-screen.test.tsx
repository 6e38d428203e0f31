import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { fail, ok, server } from '@/testing/server';
import { crashBet, crashState, FakeEventSource, signIn, useFakeEventSource } from './crash-harness';

// Issue 23: the crash screen plays the round the stream sends, bets and cashes out through the
// API, and shows the state now again after the connection drops.

const live = () => FakeEventSource.last!;
const send = (state: ReturnType<typeof crashState>) => act(() => live().emit(state));

describe('the crash screen', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
    useFakeEventSource();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('bets while the round takes bets, then cashes out while it runs', async () => {
    const bodies: unknown[] = [];
    let bets = [] as ReturnType<typeof crashBet>[];
    server.use(
      http.get('*/wps/crash/bets', () => ok({ bets })),
      http.post('*/wps/crash/bet', async ({ request }) => {
        bodies.push(await request.json());
        bets = [crashBet({ autoCashoutX100: 250 })];
        return ok({ bet: bets[0], balanceMinor: 124_050 });
      }),
      http.post('*/wps/crash/cashout', () => {
        bets = [crashBet({ state: 'won', cashoutX100: 113, winMinor: 1_130 })];
        return ok({ bet: bets[0], balanceMinor: 125_180 });
      }),
    );
    renderApp('/m/inHouse/crash');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    send(crashState({ ms: 4_000 }));
    expect(await screen.findByText(/^Bets open: starts in/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Round 41 crashed at 2.15x, verify it' }),
    ).toHaveAttribute('href', '/m/inHouse/crash/verify/41');

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Stake'));
    await user.type(screen.getByLabelText('Stake'), '10');
    await user.type(screen.getByLabelText('Auto cash-out at (optional)'), '2.5');
    await user.click(screen.getByRole('button', { name: /^Bet .*10\.00$/ }));
    expect(await screen.findByText(/in play, auto cash-out at 2\.50x/)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ roundNo: 42, stakeMinor: 1_000, autoCashoutX100: 250 });

    send(crashState({ ms: -2_000, players: 3 }));
    expect(await screen.findByText(/^3 players · 0 cashed out/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Cash out / }));
    expect(await screen.findByText(/cashed out at 1\.13x, won .*11\.30/)).toBeInTheDocument();

    send(crashState({ bustX100: 187, players: 3, cashedOut: 1 }));
    expect(await screen.findByText('Crashed at 1.87x')).toBeInTheDocument();
  });

  it('shows the round\'s house limit while it runs (README "Crash": the day\'s payout cap)', async () => {
    server.use(http.get('*/wps/crash/bets', () => ok({ bets: [] })));
    renderApp('/m/inHouse/crash');
    await vi.waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    send(crashState({ ms: -1_000, limitX100: 130 }));
    expect(
      await screen.findByText('House limit this round: 1.30x. Bets still in play cash out there.'),
    ).toBeInTheDocument();
    send(crashState({ bustX100: 187, limitX100: 130 }));
    expect(await screen.findByText('Crashed at 1.87x')).toBeInTheDocument();
    expect(screen.queryByText(/^House limit/)).toBeNull();
  });

  it('refuses a stake outside the limits and shows the server refusal in the user language', async () => {
    server.use(
      http.get('*/wps/crash/bets', () => ok({ bets: [] })),
      http.post('*/wps/crash/bet', () => fail(409, 'crash.betting.closed')),
    );
    renderApp('/m/inHouse/crash');
    await vi.waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    send(crashState({ ms: 4_000 }));
    const user = userEvent.setup();
    const stake = await screen.findByLabelText('Stake');
    await user.clear(stake);
    await user.type(stake, '0.05');
    await user.click(screen.getByRole('button', { name: /^Bet / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Enter a stake from/);
    await user.clear(stake);
    await user.type(stake, '5');
    await user.click(screen.getByRole('button', { name: /^Bet / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bets are closed. Try the next round.',
    );
  });

  it('says it is reconnecting when the stream drops, and shows the round as it is on return', async () => {
    server.use(http.get('*/wps/crash/bets', () => ok({ bets: [] })));
    renderApp('/m/inHouse/crash');
    await vi.waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    send(crashState({ ms: 4_000 }));
    await screen.findByText(/^Bets open/);
    act(() => live().fail());
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    send(crashState({ bustX100: 312 }));
    expect(await screen.findByText('Crashed at 3.12x')).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });
});
