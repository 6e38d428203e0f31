import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { renderApp } from '@/testing/render-app';
import { ok, server } from '@/testing/server';

// Issue 20 "Contracts": the dividend (spec 2.2 /m/member/agent/agentDivident and
// getDevidendContract, 2.14 "dividend only when dividends enabled") and the hourly wage
// (getHourContract).
const contract = {
  id: 31,
  kind: 'dividend',
  state: 'active',
  agent: { memberId: 2, username: 'agent01' },
  upline: null,
  tiers: [
    { netLossMinor: 0, activeMembers: 1, rateBp: 2_000 },
    { netLossMinor: 1_000_000, activeMembers: 5, rateBp: 3_000 },
  ],
  createdAt: '2026-11-20T00:00:00.000Z',
  decidedAt: '2026-11-20T00:00:00.000Z',
};
const info = (enabled: boolean) => ({
  enabled,
  contract: enabled ? contract : null,
  period: { startDate: '2026-11-16', endDate: '2026-11-27' },
  netLossMinor: enabled ? 500_000 : 0,
  activeMembers: 3,
  rateBp: enabled ? 2_000 : 0,
  projectedMinor: enabled ? 100_000 : 0,
});
const kpi = {
  footer: {
    teamLoginMemberCount: 0,
    teamBetMemberCount: 0,
    teamRegisterMemberCount: 0,
    teamOnlineCount: 0,
  },
  summary: null,
  list: [],
  path: [],
  range: { startDate: '2026-11-27', endDate: '2026-11-27' },
  nextCursor: null,
};

beforeEach(() => {
  usePreferencesStore.getState().setLanguage('EN');
  useSessionStore.getState().setSession({ token: 'tok-agent', userName: 'agent01', type: 1 });
  server.use(
    http.get('*/wps/agent/team/kpi', () => ok(kpi)),
    http.get('*/wps/relay/CSP_unreadCount', () => ok({ unReadCount: 0 })),
    http.get('*/wps/member/info/funds/consolidated', () =>
      ok({ dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null }),
    ),
  );
});

describe('dividend', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('shows the footer entry only when dividends are enabled (%s)', async (enabled, count) => {
    let answered = false;
    server.use(
      http.get('*/wps/agent/contracts', ({ request }) => {
        expect(new URL(request.url).searchParams.get('kind')).toBe('dividend');
        answered = true;
        return ok({ mine: enabled ? [contract] : [], offered: [] });
      }),
    );
    renderApp('/m/agent');
    const footer = await screen.findByRole('navigation', { name: 'Agent area' }, { timeout: 5000 });
    await within(footer).findByRole('link', { name: 'Open account' });
    // The footer decides once the agent's dividend contracts have answered.
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    await waitFor(() =>
      expect(within(footer).queryAllByRole('link', { name: 'Dividend' })).toHaveLength(count),
    );
  });

  it('shows the half month so far and leads to the contract with its net-loss tiers', async () => {
    server.use(
      http.get('*/wps/agent/dividend', () => ok(info(true))),
      http.get('*/wps/agent/contracts', ({ request }) => {
        expect(new URL(request.url).searchParams.get('kind')).toBe('dividend');
        return ok({ mine: [contract], offered: [] });
      }),
      http.get('*/wps/agent/contracts/bills', () => ok({ list: [], nextCursor: null })),
      http.get('*/wps/agent/team/members', () => ok({ path: [], list: [], nextCursor: null })),
    );
    const { router } = renderApp('/m/member/agent/agentDivident');
    const now = await screen.findByRole(
      'region',
      { name: 'This half month so far · 2026-11-16 to 2026-11-27' },
      { timeout: 5000 },
    );
    expect(now).toHaveTextContent('৳1,000.00');
    expect(now).toHaveTextContent('Team net loss৳5,000.00');
    expect(now).toHaveTextContent('Share reached20.0%');
    await userEvent.click(screen.getByRole('link', { name: 'Dividend contract' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/m/member/agent/getDevidendContract'),
    );
    const card = await screen.findByRole('article', { name: /Dividend from the platform/ });
    expect(within(card).getByRole('columnheader', { name: 'Team net loss' })).toBeInTheDocument();
    expect(within(card).getAllByRole('row')[2]).toHaveTextContent('≥ ৳10,000.00≥ 530.00%');
  });
});

describe('hourly wage /m/member/agent/getHourContract', () => {
  it('shows the contract by the hour’s stake and each bill’s hour', async () => {
    server.use(
      http.get('*/wps/agent/contracts', ({ request }) => {
        expect(new URL(request.url).searchParams.get('kind')).toBe('hourly_wage');
        return ok({
          mine: [
            {
              ...contract,
              kind: 'hourly_wage',
              tiers: [{ validStakeMinor: 0, activeMembers: 1, rateBp: 100 }],
            },
          ],
          offered: [],
        });
      }),
      http.get('*/wps/agent/contracts/bills', () =>
        ok({
          list: [
            {
              id: 5,
              contractId: 31,
              agent: { memberId: 2, username: 'agent01' },
              upline: null,
              kind: 'hourly_wage',
              period: '2026-11-27',
              periodEnd: '2026-11-27',
              hour: 14,
              validStakeMinor: 1_000_000,
              netLossMinor: null,
              activeMembers: 4,
              rateBp: 100,
              amountMinor: 10_000,
              state: 'paid',
              paidAt: '2026-11-27T09:00:05.000Z',
            },
          ],
          nextCursor: null,
        }),
      ),
      http.get('*/wps/agent/team/members', () => ok({ path: [], list: [], nextCursor: null })),
    );
    renderApp('/m/member/agent/getHourContract');
    const card = await screen.findByRole(
      'article',
      { name: /Hourly wage from the platform/ },
      { timeout: 5000 },
    );
    expect(
      within(card).getByRole('columnheader', { name: 'Team valid stake in the hour' }),
    ).toBeInTheDocument();
    const bills = await screen.findByRole('list', { name: 'Bills' });
    await waitFor(() => expect(bills).toHaveTextContent('2026-11-27 14:00–15:00'));
    expect(bills).toHaveTextContent('+৳100.00');
  });
});

describe('withdrawing an offer', () => {
  it('withdraws an offer to a sub-agent after a confirmation', async () => {
    const withdrawn: unknown[] = [];
    const offer = {
      ...contract,
      id: 44,
      state: 'offered',
      agent: { memberId: 9, username: 'sub01' },
      upline: { memberId: 2, username: 'agent01' },
    };
    server.use(
      http.get('*/wps/agent/contracts', () => ok({ mine: [contract], offered: [offer] })),
      http.get('*/wps/agent/contracts/bills', () => ok({ list: [], nextCursor: null })),
      http.get('*/wps/agent/team/members', () => ok({ path: [], list: [], nextCursor: null })),
      http.post('*/wps/agent/contracts/withdraw', async ({ request }) => {
        withdrawn.push(await request.json());
        return ok({ ...offer, state: 'void' });
      }),
    );
    renderApp('/m/member/agent/getDevidendContract');
    const button = await screen.findByRole(
      'button',
      { name: 'Withdraw the offer to sub01' },
      { timeout: 5000 },
    );
    await userEvent.click(button);
    await userEvent.click(
      within(
        screen.getByRole('alertdialog', {
          name: 'Withdraw the offer to sub01? They can no longer accept it.',
        }),
      ).getByRole('button', { name: 'Withdraw' }),
    );
    await waitFor(() => expect(withdrawn).toEqual([{ id: 44 }]));
    expect(await screen.findByText('Offer withdrawn')).toBeInTheDocument();
  });
});
