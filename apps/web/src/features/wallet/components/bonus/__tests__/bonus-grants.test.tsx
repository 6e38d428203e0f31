import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { fail } from '@/testing/server';
import { signIn } from '../../deposit/__tests__/deposit-harness';
import {
  infoFixture,
  refuseWith,
  serveWithdraw,
  serveWithdrawal,
} from '../../withdraw/__tests__/withdraw-harness';
import { forfeited, grantFixture, grantsFixture, serveForfeit, serveGrants } from './bonus-harness';

// Issue 19: the bonuses' turnover on /m/withdraw (and, member-centre.test.tsx, the member centre).
async function openWithdraw() {
  renderApp('/m/withdraw');
  return screen.findByRole('region', { name: 'Bonus turnover' }, { timeout: 5000 });
}

describe('bonus turnover on /m/withdraw', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
    serveWithdraw({ info: infoFixture(), payeeName: 'Rahim Uddin' });
  });

  it("shows each bonus's rule, progress and what is left, and the turnover holding withdrawals back", async () => {
    serveGrants({
      value: grantsFixture([
        grantFixture(),
        grantFixture({
          id: 5,
          title: 'Weekly reload 200',
          source: 'promotion',
          bonusMinor: 20_000,
          depositMinor: 0,
          turnoverMultiple: 3,
          turnoverBase: 'bonus',
          requiredMinor: 60_000,
          progressMinor: 60_000,
          remainingMinor: 0,
          state: 'met',
          metAt: '2026-11-22T08:00:00.000Z',
        }),
        grantFixture({ id: 3, title: 'Old bonus', state: 'forfeited', forfeitedMinor: 70_000 }),
        grantFixture({
          id: 4,
          title: 'Spent bonus',
          state: 'lost',
          progressMinor: 0,
          remainingMinor: 0,
          lostAt: '2026-11-21T08:00:00.000Z',
        }),
      ]),
    });
    const region = await openWithdraw();
    expect(
      await within(region).findByText('Withdrawals open after ৳1,800.00 more valid turnover.'),
    ).toBeInTheDocument();
    const items = within(within(region).getByRole('list', { name: 'Your bonuses' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(4);
    const [active, met, gone, lost] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(active).getByRole('heading', { name: /100% deposit bonus/ })).toBeInTheDocument();
    expect(within(active).getByText('In progress')).toBeInTheDocument();
    expect(
      within(active).getByText('Bonus ৳500.00 · Turnover 2x the deposit and bonus'),
    ).toBeInTheDocument();
    const bar = within(active).getByRole('progressbar', {
      name: 'Turnover of 100% deposit bonus up to ৳5,000',
    });
    expect(bar).toHaveAttribute('value', '120000');
    expect(bar).toHaveAttribute('max', '300000');
    expect(bar).toHaveAttribute('aria-valuetext', '৳1,200.00 of ৳3,000.00');
    expect(within(active).getByText('৳1,800.00 left')).toBeInTheDocument();
    expect(
      within(active).getByRole('button', { name: 'Forfeit 100% deposit bonus up to ৳5,000' }),
    ).toBeEnabled();
    expect(within(met).getByText('Met')).toBeInTheDocument();
    expect(within(met).getByText('Bonus ৳200.00 · Turnover 3x the bonus')).toBeInTheDocument();
    expect(within(met).queryByRole('button')).toBeNull();
    expect(within(gone).getByText('Forfeited')).toBeInTheDocument();
    expect(within(gone).getByText('৳700.00 was taken back')).toBeInTheDocument();
    expect(within(gone).queryByRole('progressbar')).toBeNull();
    expect(within(lost).getByText('Lost')).toBeInTheDocument();
    expect(
      within(lost).getByText(
        'Your balance ran out before its turnover was met: it no longer holds withdrawals back.',
      ),
    ).toBeInTheDocument();
    expect(within(lost).queryByRole('progressbar')).toBeNull();
    expect(within(lost).queryByRole('button')).toBeNull();
  });

  it('offers no forfeit where the promotion does not allow it', async () => {
    serveGrants({ value: grantsFixture([grantFixture({ forfeitAllowed: false })]) });
    const region = await openWithdraw();
    await within(region).findByRole('progressbar');
    expect(within(region).queryByRole('button', { name: /Forfeit/ })).toBeNull();
  });

  it('shows that it is loading while the bonuses are on their way', async () => {
    serveGrants({ value: grantsFixture([]), slow: true });
    const region = await openWithdraw();
    expect(
      within(region).getByRole('status', { name: 'Loading your bonuses' }),
    ).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when there is no bonus', async () => {
    serveGrants({ value: grantsFixture([]) });
    const region = await openWithdraw();
    expect(
      await within(region).findByText('No bonus yet: nothing holds your withdrawals back.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('says a failed load and retries on request', async () => {
    serveGrants({ value: grantsFixture(), failures: 1 });
    const region = await openWithdraw();
    expect(await within(region).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your bonuses could not be loaded.',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('৳1,800.00 left')).toBeInTheDocument();
  });

  it('forfeits only after a confirmation, with one idempotency key, and shows what was taken back', async () => {
    const state = serveGrants({ value: grantsFixture() });
    const bodies = serveForfeit(forfeited(grantFixture(), 70_000));
    const region = await openWithdraw();
    const button = await within(region).findByRole('button', { name: /^Forfeit 100%/ });
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', {
      name: /^Forfeit 100% deposit bonus up to ৳5,000\? The bonus and its winnings leave your wallet/,
    });
    // The harmless answer has the focus, and cancelling sends nothing.
    expect(within(dialog).getByRole('button', { name: 'Keep the bonus' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the bonus' }));
    expect(bodies).toHaveLength(0);

    await userEvent.click(button);
    state.value = grantsFixture([
      grantFixture({ state: 'forfeited', forfeitedMinor: 70_000, remainingMinor: 0 }),
    ]);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Forfeit' }),
    );
    expect(await screen.findByText('Bonus forfeited: ৳700.00 taken back')).toBeInTheDocument();
    expect(bodies).toEqual([
      { grantId: 7, idempotencyKey: expect.stringMatching(/^bf-[\w-]{8,60}$/) },
    ]);
    expect(await within(region).findByText('৳700.00 was taken back')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Forfeit/ })).toBeNull();
  });

  it("shows a refused forfeit in the user's language and keeps the bonus", async () => {
    serveGrants({ value: grantsFixture() });
    serveForfeit(() => fail(409, 'bonus.forfeit.not.allowed'));
    usePreferencesStore.getState().setLanguage('BN');
    renderApp('/m/withdraw');
    const region = await screen.findByRole('region', { name: 'বোনাস টার্নওভার' }, { timeout: 5000 });
    expect(await within(region).findByText('চলছে')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: /ছেড়ে দিন$/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ছেড়ে দিন' }),
    );
    expect(await screen.findByText('এই বোনাস ছেড়ে দেওয়া যায় না।')).toBeInTheDocument();
    expect(within(region).getByText('চলছে')).toBeInTheDocument();
  });

  it('says how much turnover is left when a withdrawal is refused for it, and shows it before', async () => {
    serveWithdraw({ info: infoFixture({ turnoverLeftMinor: 180_000 }), payeeName: 'Rahim Uddin' });
    serveGrants({ value: grantsFixture() });
    serveWithdrawal([
      refuseWith(409, 'withdraw.turnover.unmet', { turnoverLeftMinor: 150_000, forfeitable: true }),
    ]);
    await openWithdraw();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Withdrawals wait until your bonus turnover is met: ৳1,800.00 of valid turnover left.',
    );
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '1000');
    await userEvent.type(screen.getByLabelText('Payment password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }),
    );
    await waitFor(() =>
      expect(
        screen.getAllByText(
          'Withdrawals wait until your bonus turnover is met: ৳1,500.00 of valid turnover left.',
        ),
      ).not.toHaveLength(0),
    );
    expect(screen.getByLabelText('Amount (৳)')).toHaveValue('1000');
  });
});
