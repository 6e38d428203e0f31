import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage, storageKeys } from '@/shared/lib/storage';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { refreshHotGames } from '../api/get-hot-games';
import { gameFixture, games, lastQuery, serveGames } from './games-harness';

const grid = () => screen.findByRole('list', { name: 'Games' }, { timeout: 5000 });
const withName = (list: URLSearchParams[]) => list.filter((q) => q.get('gameName'));

describe('name search (spec 2.12, 9: 500 ms debounce)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('searches once typing pauses for 500 ms, not on every key', async () => {
    const calls = serveGames({ total: 40 });
    renderApp('/m/search-games');
    await grid();
    const started = Date.now();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Game name' }), 'Game 3');
    expect(withName(calls.list)).toHaveLength(0);
    await waitFor(() => expect(withName(calls.list)).toHaveLength(1), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(lastQuery(calls.list).gameName).toBe('Game 3');
    // Game 3 and Game 30 to 39.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem'),
      ).toHaveLength(11),
    );
  });

  it('opens a search popup on a category and resets classification, bet and line', async () => {
    const calls = serveGames();
    renderApp('/m/slot-games?gameClassify=VIDEO&minBet=1');
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search games' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Game name' }), 'Game 2');
    await waitFor(() => expect(lastQuery(calls.list).gameName).toBe('Game 2'), { timeout: 2000 });
    expect(lastQuery(calls.list).gameClassify).toBeUndefined();
    expect(lastQuery(calls.list).minBet).toBeUndefined();
  });

  it('offers no search for lottery', async () => {
    serveGames();
    renderApp('/m/gameList?gameType=LOTT&vassalage=TCG_SEA');
    await grid();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Type' })).toBeInTheDocument();
  });
});

describe('hot games (spec 2.12, 4)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('pages the loaded hot list 21 at a time, with name search', async () => {
    const calls = serveGames({ hot: games(900, 30) });
    renderApp('/m/hot-games');
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(21);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem'),
      ).toHaveLength(9),
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Game name' }), 'Game 905');
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem'),
        ).toHaveLength(1),
      { timeout: 2000 },
    );
    expect(calls.hot).toBe(1);
  });

  it('keeps a non-empty hot list in session storage and reuses it', async () => {
    const calls = serveGames({ hot: games(900, 3) });
    const first = renderApp('/m/hot-games');
    await grid();
    expect(storage.get(storageKeys.hotGames)).toHaveLength(3);
    first.unmount();
    renderApp('/m/hot-games');
    await grid();
    expect(calls.hot).toBe(1);
  });

  it('does not store an empty hot list', async () => {
    serveGames({ hot: [] });
    renderApp('/m/hot-games');
    expect(await screen.findByText('No data', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(storage.has(storageKeys.hotGames)).toBe(false);
  });

  it('the refresh flag drops the stored copy and asks the server afresh', async () => {
    storage.set(storageKeys.hotGames, [gameFixture(777)]);
    const calls = serveGames({ hot: games(900, 2) });
    const list = await refreshHotGames(testQueryClient());
    expect(list.map((g) => g.nodeId)).toEqual([900, 901]);
    expect(calls.hot).toBe(1);
    expect(storage.get(storageKeys.hotGames)).toHaveLength(2);
  });

  it('shows a stored hot list without asking the server', async () => {
    storage.set(storageKeys.hotGames, [gameFixture(777, { displayName: 'Stored hot' })]);
    const calls = serveGames();
    renderApp('/m/hot-games');
    expect(
      await screen.findByRole('button', { name: 'Stored hot' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls.hot).toBe(0);
  });
});
