import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { lastQuery, serveGames } from './games-harness';

// The first test also waits for the lazy screen module to load.
const grid = () => screen.findByRole('list', { name: 'Games' }, { timeout: 5000 });
const open = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const dialog = () => screen.getByRole('dialog');

describe('game list filters (spec 2.12, 4)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('lists the category of the path, 21 a page, with platform html5 and client type 2', async () => {
    const calls = serveGames({ total: 50 });
    renderApp('/m/slot-games');
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(21);
    expect(lastQuery(calls.list)).toMatchObject({
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '21',
      platform: 'html5',
      clientType: '2',
    });
  });

  it('shows the tab bar: hot, favourites, then the vendor-sorted categories', async () => {
    serveGames();
    renderApp('/m/slot-games');
    const tabs = await screen.findByRole('navigation', { name: 'Game types' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Hot', 'Favourites', 'Slots', 'Live', 'Sports', 'Lottery']),
    );
    expect(within(tabs).getByRole('link', { name: 'Slots' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('applies a provider on Submit only, and Reset returns to All', async () => {
    const calls = serveGames();
    const { router } = renderApp('/m/slot-games');
    await grid();
    await open('Provider');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'PG Soft' }));
    expect(lastQuery(calls.list).vassalage).toBeUndefined();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(lastQuery(calls.list).vassalage).toBe('PG'));
    expect(router.state.location.search).toContain('vassalage=PG');

    await open('PG Soft');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // All again (its page is cached, so it shows without a new request).
    await waitFor(() => expect(router.state.location.search).not.toContain('vassalage'));
    expect(screen.getByRole('button', { name: 'Provider' })).toBeInTheDocument();
  });

  it('classify popup: a class filters, the active one again clears it, Reset clears and closes', async () => {
    const calls = serveGames();
    const { router } = renderApp('/m/slot-games');
    await grid();
    await open('Type');
    const popup = dialog();
    // All, new, then the category vendors' classes.
    expect(
      within(popup)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['New', 'VIDEO class', 'CLASSIC class', 'FISH class']);
    await userEvent.click(within(popup).getByRole('button', { name: 'CLASSIC class' }));
    await userEvent.click(within(popup).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(lastQuery(calls.list).gameClassify).toBe('CLASSIC'));

    await open('CLASSIC class');
    const again = within(dialog()).getByRole('button', { name: 'CLASSIC class' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    // Nothing chosen: Submit only closes.
    const before = calls.list.length;
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.list.length).toBe(before);

    await open('CLASSIC class');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(router.state.location.search).not.toContain('gameClassify'));
    expect(screen.getByRole('button', { name: 'Type' })).toBeInTheDocument();
  });

  it('"New" asks for new games only', async () => {
    const calls = serveGames();
    const { router } = renderApp('/m/slot-games');
    await grid();
    await open('Type');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'New' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(lastQuery(calls.list).isNew).toBe('1'));
    expect(router.state.location.search).toContain('dataType=NEW');
  });

  it('filters by minimum bet and minimum lines', async () => {
    const calls = serveGames();
    renderApp('/m/slot-games');
    await grid();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Min bet' }), '0.5');
    await waitFor(() => expect(lastQuery(calls.list).minBet).toBe('0.5'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Min lines' }), '20');
    await waitFor(() =>
      expect(lastQuery(calls.list)).toMatchObject({ minBet: '0.5', minLine: '20' }),
    );
  });

  it('a provider choice resets classification, bet and line', async () => {
    const calls = serveGames();
    renderApp('/m/slot-games?gameClassify=VIDEO&minBet=1&minLine=20');
    await grid();
    expect(lastQuery(calls.list)).toMatchObject({
      gameClassify: 'VIDEO',
      minBet: '1',
      minLine: '20',
    });
    await open('Provider');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'JILI' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(lastQuery(calls.list).vassalage).toBe('JILI'));
    const q = lastQuery(calls.list);
    expect(q.gameClassify).toBeUndefined();
    expect(q.minBet).toBeUndefined();
    expect(q.minLine).toBeUndefined();
  });

  it('a filter change goes back to page 1', async () => {
    const calls = serveGames({ total: 100 });
    renderApp('/m/slot-games');
    await grid();
    await open('Page 3');
    await waitFor(() => expect(lastQuery(calls.list).pageNo).toBe('3'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Min bet' }), '1');
    await waitFor(() => expect(lastQuery(calls.list)).toMatchObject({ minBet: '1', pageNo: '1' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('takes the fixed filters of feature-buy, jackpot, bingo, JILI and RTG paths', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/m/slot-games?gameClassify=FeatureBuy', { gameType: 'RNG', gameClassify: 'FeatureBuy' }],
      ['/m/jackpots', { gameClassify: 'JP' }],
      ['/m/bingo', { gameClassify: 'BG' }],
      ['/m/jili-games', { vassalage: 'JILI' }],
      ['/m/rtg-games', { vassalage: 'RTG' }],
    ];
    for (const [url, expected] of cases) {
      const calls = serveGames();
      const view = renderApp(url);
      await waitFor(() => expect(lastQuery(calls.list)).toMatchObject(expected));
      view.unmount();
    }
  });

  it('shows a 21-tile skeleton while loading and "No data" when empty', async () => {
    serveGames({ total: 0 });
    renderApp('/m/slot-games');
    expect(await screen.findAllByTestId('game-skeleton')).toHaveLength(21);
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
