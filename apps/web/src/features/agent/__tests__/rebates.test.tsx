import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { renderApp } from '@/testing/render-app';
import { fail, ok, server } from '@/testing/server';
import { openSealedRequest } from '@/testing/sealed';

// Issue 20 "Rebates" (spec 2.2 /m/member/teamRebate and /m/member/agent/agentRebeat, 2.14 GAMSER
// and AGEREBINC3) and team betting by vendor and category.
const scheme = [
  { gameType: 'RNG', maxRateBp: 150, stepBp: 10 },
  { gameType: 'LIVE', maxRateBp: 100, stepBp: 10 },
];
const own = [
  { gameType: 'RNG', rateBp: 120 },
  { gameType: 'LIVE', rateBp: 0 },
];
const member = {
  memberId: 7,
  username: 'downline01',
  rates: [
    { gameType: 'RNG', rateBp: 90 },
    { gameType: 'LIVE', rateBp: 0 },
  ],
};
let posted: unknown[] = [];

beforeEach(() => {
  usePreferencesStore.getState().setLanguage('EN');
  useSessionStore.getState().setSession({ token: 'tok-agent', userName: 'agent01', type: 1 });
  posted = [];
  server.use(
    http.get('*/wps/agent/rebates', ({ request }) =>
      ok({
        scheme,
        own,
        member: new URL(request.url).searchParams.get('memberId') === '7' ? member : null,
      }),
    ),
    http.post('*/wps/agent/rebates', async ({ request }) => {
      posted.push(await request.json());
      return ok({ ...member, rates: [{ gameType: 'RNG', rateBp: 110 }, member.rates[1]] });
    }),
  );
});

describe('game-service rebate /m/member/teamRebate', () => {
  it("shows the agent's rates beside the scheme's highest, and how to set a member's", async () => {
    renderApp('/m/member/teamRebate');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByRole('row', { name: 'Slots 1.2% 1.5%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Live 0.0% 1.0%' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team management' })).toHaveAttribute(
      'href',
      '/m/member/team',
    );
  });

  it("raises a direct member's rate between its own and the agent's, after confirming", async () => {
    renderApp('/m/member/teamRebate?memberId=7');
    const slots = await screen.findByRole(
      'combobox',
      { name: 'Rate for Slots' },
      { timeout: 5000 },
    );
    // From the member's rate now (never lower) to the agent's own (never higher).
    expect(
      within(slots)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.9%', '1.0%', '1.1%', '1.2%']);
    // The agent has no live rate: nothing to choose.
    expect(screen.getByRole('combobox', { name: 'Rate for Live' })).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save rates' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(slots, '110');
    await userEvent.click(save);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Save these rates for downline01? They cannot be lowered afterwards.',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    await waitFor(() =>
      expect(posted).toEqual([{ memberId: 7, rates: [{ gameType: 'RNG', rateBp: 110 }] }]),
    );
    expect(await screen.findByText('Rates of downline01 saved')).toBeInTheDocument();
  });

  it("says why when the member is not the agent's to set", async () => {
    server.use(
      http.get('*/wps/agent/rebates', () =>
        fail(409, 'rebate.member.not.direct', 'not direct (server text)'),
      ),
    );
    renderApp('/m/member/teamRebate?memberId=9');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'this member is not in your direct downline',
    );
  });
});

describe('agent rebate income /m/member/agent/agentRebeat', () => {
  it('shows the last 30 days and each day by game type', async () => {
    server.use(
      http.get('*/wps/agent/rebates/bills', () =>
        ok({
          last30DaysMinor: 10_800,
          list: [
            {
              id: 1,
              day: '2026-11-25',
              amountMinor: 10_800,
              state: 'paid',
              paidAt: '2026-11-26T00:05:00.000Z',
              lines: [
                {
                  gameType: 'RNG',
                  ownStakeMinor: 0,
                  ownRateBp: 120,
                  teamStakeMinor: 1_700_000,
                  amountMinor: 10_800,
                },
              ],
            },
          ],
          nextCursor: null,
        }),
      ),
    );
    renderApp('/m/member/agent/agentRebeat');
    expect(
      await screen.findByText('Rebate income, last 30 days', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Rebate income by day' });
    await waitFor(() => expect(list).toHaveTextContent('2026-11-25'));
    expect(within(list).getByRole('row', { name: /Slots/ })).toHaveTextContent('17,000.00');
    expect(list).toHaveTextContent('+৳108.00');
  });

  it('says so when nothing was paid yet', async () => {
    server.use(
      http.get('*/wps/agent/rebates/bills', () =>
        ok({ last30DaysMinor: 0, list: [], nextCursor: null }),
      ),
    );
    renderApp('/m/member/agent/agentRebeat');
    await screen.findByText('Rebate income, last 30 days', {}, { timeout: 5000 });
    expect(await screen.findByText('৳0.00')).toBeInTheDocument();
  });
});

describe('team betting by vendor and category', () => {
  it('switches from members to game types and keeps the choice in the URL', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/wps/agent/team/betting', () =>
        ok({
          range: { startDate: '2026-11-26', endDate: '2026-11-26' },
          list: [],
          nextCursor: null,
        }),
      ),
      http.get('*/wps/agent/team/betting/groups', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('by') ?? '');
        return ok({
          range: { startDate: '2026-11-26', endDate: '2026-11-26' },
          path: [{ memberId: 1, username: 'agent01' }],
          list: [
            {
              key: 'LIVE',
              memberCount: 1,
              betCount: 3,
              validStakesMinor: 500_000,
              winsMinor: 100_000,
              netMinor: -400_000,
            },
          ],
        });
      }),
    );
    const { router } = renderApp('/m/teamBetting');
    const views = await screen.findByRole(
      'group',
      { name: 'Show team betting' },
      { timeout: 5000 },
    );
    await userEvent.click(within(views).getByRole('button', { name: 'By game type' }));
    const table = await screen.findByRole('table', { name: 'By game type' });
    expect(within(table).getByRole('row', { name: /Live/ })).toHaveTextContent('৳5,000.00');
    expect(asked).toEqual(['category']);
    expect(router.state.location.search).toContain('by=category');
  });
});

describe('open account /m/agentRegister with rebate rates', () => {
  it('opens the rates on request and sends the ones chosen with the account', async () => {
    const opened: unknown[] = [];
    server.use(
      http.get('*/wps/agent/info', () =>
        ok({ affiliateCode: 'AGENT01', teamSize: 6, directCount: 5 }),
      ),
      http.post('*/wps/agent/member', async ({ request }) => {
        opened.push(await openSealedRequest(request));
        return ok({
          memberId: 12,
          username: 'newplayer',
          nickname: null,
          type: 0,
          isAgent: false,
          affiliateCode: null,
          registeredAt: '2026-11-27T00:00:00.000Z',
          teamSize: 1,
          directCount: 0,
          balanceMinor: 0,
          lastLoginAt: null,
        });
      }),
    );
    renderApp('/m/agentRegister');
    const toggle = await screen.findByRole(
      'button',
      { name: 'Rebate rates (none unless set)' },
      { timeout: 5000 },
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Rate for Slots' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const slots = await screen.findByRole(
      'combobox',
      { name: 'Rate for Slots' },
      { timeout: 5000 },
    );
    // From none up to the agent's own.
    expect(within(slots).getAllByRole('option').at(-1)).toHaveTextContent('1.2%');
    await userEvent.selectOptions(slots, '50');
    await userEvent.type(screen.getByLabelText('Account'), 'newplayer');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      username: 'newplayer',
      type: 0,
      rates: [{ gameType: 'RNG', rateBp: 50 }],
    });
    expect(await screen.findByText('Account newplayer opened')).toBeInTheDocument();
  });
});
