import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { consolidatedFixture, demoFlags } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { fail, ok, server } from '@/testing/server';
import { greetingKey } from '../components/agent-home';

// Issue 20, spec 2.14 agent home and spec 4 "Agent home": greeting, counters (team KPI, size 0,
// value.footer), the nav grid by white-label keys, online service always, the redirect rule.
const signIn = (type: number) =>
  useSessionStore.getState().setSession({ token: 'tok-agent', userName: 'agent01', type });

const footer = {
  teamLoginMemberCount: 3,
  teamBetMemberCount: 2,
  teamRegisterMemberCount: 7,
  teamOnlineCount: 1,
};
const zeros = {
  teamSize: 6,
  registeredCount: 7,
  firstDepositCount: 0,
  loggedInCount: 3,
  bettingCount: 2,
  onlineCount: 1,
  depositsMinor: 0,
  withdrawalsMinor: 0,
  bonusesMinor: 0,
  stakesMinor: 0,
  validStakesMinor: 0,
  winsMinor: 0,
  rebatesMinor: 0,
  profitMinor: 0,
  betCount: 0,
};
const range = { startDate: '2026-11-26', endDate: '2026-11-26' };
let kpiQueries: URLSearchParams[] = [];

describe('agent home /m/agent (spec 2.14)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    kpiQueries = [];
    server.use(
      http.get('*/wps/agent/team/kpi', ({ request }) => {
        kpiQueries.push(new URL(request.url).searchParams);
        return ok({
          footer,
          summary: zeros,
          list: [],
          path: [{ memberId: 1, username: 'agent01' }],
          range,
          nextCursor: null,
        });
      }),
      http.get('*/wps/relay/CSP_unreadCount', () => ok({ unReadCount: 2 })),
      http.get('*/wps/agent/contracts', () => ok({ mine: [], offered: [] })),
      http.get('*/wps/agent/contracts/bills', () => ok({ list: [], nextCursor: null })),
      http.get('*/wps/member/info/funds/consolidated', () =>
        ok({ dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null }),
      ),
    );
  });

  it("shows the agent's name, the four counters of today's team and the menu", async () => {
    signIn(1);
    renderApp('/m/agent');
    // The first render of the file also loads the agent module (lazy): allow it the time.
    expect(
      await screen.findByRole('heading', { name: 'agent01' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Your team today' });
    await waitFor(() => expect(today).toHaveTextContent('Logged in3Betting2Registered7Online1'));
    expect(kpiQueries[0]?.get('size')).toBe('0');
    expect(kpiQueries[0]?.get('period')).toBe('today');
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    for (const [name, href] of [
      ['Team overview', '/m/agent/team/overview'],
      ['Transaction record', '/m/transaction/record?types=A'],
      ['Team management', '/m/member/team'],
      ['Team profit and loss', '/m/agent/team/pnl'],
      ['Team betting', '/m/teamBetting'],
      ['Game-service rebate', '/m/member/teamRebate'],
      ['Agent rebate income', '/m/member/agent/agentRebeat'],
      ['Online service', '/m/service'],
    ] as const) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Spec 2.14: mail shows its unread count above 0.
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /Mail/ })).toHaveTextContent('2'),
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    const agentFooter = screen.getByRole('navigation', { name: 'Agent area' });
    expect(within(agentFooter).getByRole('link', { name: 'Open account' })).toHaveAttribute(
      'href',
      '/m/agentRegister',
    );
  }, 20_000);

  it('asks about a contract waiting, once, and opens its page (spec 4 contract prompts)', async () => {
    server.use(
      http.get('*/wps/member/info/funds/consolidated', () =>
        ok({ dailysalreqtype: '12', divtypecompperiodreq: null, contracthoursalreq: null }),
      ),
    );
    signIn(1);
    const { router } = renderApp('/m/agent');
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'A daily wage contract is waiting for your decision. Open it?' },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/m/member/agent/getSalaryContract'),
    );
  });

  it.each([41, 42])('never asks session type %i about contracts (spec 4)', async (type) => {
    let asked = false;
    server.use(
      http.get('*/wps/member/info/funds/consolidated', () => {
        asked = true;
        return ok({ dailysalreqtype: '12', divtypecompperiodreq: null, contracthoursalreq: null });
      }),
    );
    signIn(type);
    renderApp('/m/agent');
    await screen.findByRole('heading', { name: 'agent01' }, { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(asked).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('hides an entry whose white-label key is off, never online service', async () => {
    server.use(
      http.get('*/wps/system/settings/consolidated', () =>
        ok(consolidatedFixture(demoFlags.filter((k) => k !== 'DOWNMAN' && k !== 'AGEPAG'))),
      ),
    );
    signIn(2);
    renderApp('/m/agent');
    const menu = await screen.findByRole('navigation', { name: 'Agent menu' }, { timeout: 5000 });
    await within(menu).findByRole('link', { name: 'Team betting' });
    expect(within(menu).queryByRole('link', { name: 'Team management' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Team overview' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Online service' })).toBeInTheDocument();
  });

  it('shows a dash, not a zero, when the counters cannot load', async () => {
    server.use(http.get('*/wps/agent/team/kpi', () => fail(500, 'service.unavailable')));
    signIn(1);
    renderApp('/m/agent');
    const today = await screen.findByRole('region', { name: 'Your team today' }, { timeout: 5000 });
    await waitFor(() => expect(today).toHaveTextContent('Logged in-Betting-Registered-Online-'));
  });

  it.each([0, 4, 40])('sends session type %i to /m/home (spec 4)', async (type) => {
    signIn(type);
    const { router } = renderApp('/m/agent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('sends a visitor to /m/home', async () => {
    const { router } = renderApp('/m/agent/team/overview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('greets by the hour: 0-10 morning, 10-14 early afternoon, 14-18 late afternoon, then evening', () => {
    expect([0, 9, 10, 13, 14, 17, 18, 23].map(greetingKey)).toEqual([
      'morning',
      'morning',
      'earlyAfternoon',
      'earlyAfternoon',
      'lateAfternoon',
      'lateAfternoon',
      'evening',
      'evening',
    ]);
  });
});
