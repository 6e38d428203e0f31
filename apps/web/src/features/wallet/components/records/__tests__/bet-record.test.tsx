import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import {
  bet,
  controllableObserver,
  failRecords,
  lastQuery,
  serveBets,
  serveVendors,
  signIn,
} from './records-harness';

const bets = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => bet(from + i));

describe('betting record /m/gameRecord (issue 9, spec 2.2)', () => {
  let observer: ReturnType<typeof controllableObserver>;
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
    serveVendors();
    observer = controllableObserver();
  });
  afterEach(() => observer.restore());

  it('shows the totals of the whole filter, signed and coloured, and the first page (today by default)', async () => {
    const calls = serveBets([
      bet(1, { stakeMinor: 1000, winMinor: 2550, netMinor: 1550 }),
      bet(2, { stakeMinor: 500, winMinor: 0, netMinor: -500 }),
    ]);
    renderApp('/m/gameRecord');
    const totals = await screen.findByRole(
      'region',
      { name: 'Totals for the filter' },
      { timeout: 5000 },
    );
    expect(within(totals).getByText('Bets: 2')).toBeInTheDocument();
    expect(within(totals).getByText('৳15.00')).toBeInTheDocument();
    expect(within(totals).getByText('৳25.50')).toBeInTheDocument();
    const net = within(totals).getByText('+৳10.50');
    expect(net.className).toMatch(/positive/);
    expect(lastQuery(calls)).toMatchObject({ period: 'today' });
    const list = screen.getByRole('list', { name: 'Bets' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: /Game 2.*-৳5\.00/ })).toBeInTheDocument();
  });

  it('sends the period, category and vendor to the server and keeps them in the URL', async () => {
    const calls = serveBets(bets(1, 3));
    const { router } = renderApp('/m/gameRecord');
    await screen.findByRole('list', { name: 'Bets' }, { timeout: 5000 });

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ period: '7d' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'Slots');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ period: '7d', gameType: 'RNG' }));
    // Only the chosen category's vendors are offered.
    const vendor = screen.getByLabelText('Provider');
    expect(within(vendor).queryByRole('option', { name: 'Evolution' })).toBeNull();
    await userEvent.selectOptions(vendor, 'Pragmatic');
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ period: '7d', gameType: 'RNG', vendor: 'PP' }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ period: '7d', gameType: 'RNG', vendor: 'PP' });
  });

  it('reads its filters from the URL, so back and reload show the same record', async () => {
    const calls = serveBets(bets(1, 1));
    renderApp(
      '/m/gameRecord?period=custom&startDate=2026-10-01&endDate=2026-10-31&gameType=LIVE&vendor=EVO',
    );
    await screen.findByRole('list', { name: 'Bets' }, { timeout: 5000 });
    expect(lastQuery(calls)).toMatchObject({
      period: 'custom',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      gameType: 'LIVE',
      vendor: 'EVO',
    });
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-31');
    await waitFor(() => expect(screen.getByLabelText('Game type')).toHaveValue('LIVE'));
    expect(screen.getByLabelText('Provider')).toHaveValue('EVO');
  });

  it('refuses a custom range beyond 90 days or ending before it starts, and asks nothing', async () => {
    const calls = serveBets(bets(1, 1));
    const { router } = renderApp('/m/gameRecord');
    await screen.findByRole('list', { name: 'Bets' }, { timeout: 5000 });
    const asked = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-04-01'); // 91 days with both ends
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a range of at most 90 days.');
    expect(from).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(to);
    await userEvent.type(to, '2025-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The end date cannot be before the start date.',
    );
    expect(calls.length).toBe(asked);
    expect(router.state.location.search).toBe('');

    // Exactly 90 days is allowed.
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({
        period: 'custom',
        startDate: '2026-01-01',
        endDate: '2026-03-31',
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('appends the next page when the end of the list shows, without duplicates, then says it ended', async () => {
    const calls = serveBets(bets(1, 25), { overlap: true, laterPagesDelay: 200 });
    renderApp('/m/gameRecord');
    const list = await screen.findByRole('list', { name: 'Bets' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByText('No more records')).toBeNull();

    act(() => observer.scrollToEnd());
    expect(await screen.findByText('Loading more…')).toBeInTheDocument();
    expect(await screen.findByText('No more records')).toBeInTheDocument();
    // Page 2 repeated bet 20 at its top: still 25 rows, each once.
    const names = within(list)
      .getAllByRole('button')
      .map((b) => /Game (\d+)/.exec(b.textContent ?? '')?.[1]);
    expect(names).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1)));
    expect(lastQuery(calls)).toMatchObject({ cursor: '20' });
    expect(screen.queryByText('Loading more…')).toBeNull();
  });

  it('opens a row to show its round id, free play flag and settled time', async () => {
    const settled = new Date(2026, 10, 20, 9, 5).toISOString();
    serveBets([bet(7, { roundId: 'ROUND-777', isFreePlay: true, settledAt: settled })]);
    renderApp('/m/gameRecord');
    const row = await screen.findByRole('button', { name: /Game 7/ }, { timeout: 5000 });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(row).toHaveTextContent('2026-11-20 09:05');
    expect(screen.getByText('ROUND-777')).not.toBeVisible();
    await userEvent.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('ROUND-777')).toBeVisible();
    expect(screen.getByText('Free play').nextSibling).toHaveTextContent('Yes');
  });

  it('shows No data for an empty filter, and an error with a retry that asks again', async () => {
    serveBets([]);
    const first = renderApp('/m/gameRecord');
    expect(await screen.findByText('No data', {}, { timeout: 5000 })).toBeInTheDocument();
    first.unmount();

    failRecords('/wps/report/accountGameBetHistory');
    renderApp('/m/gameRecord');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not load the records.');
    serveBets([bet(1)]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Bets' })).toBeInTheDocument();
  });
});
