import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { fail, ok, server } from '@/testing/server';
import { gameFixture, serveGames, signIn } from './games-harness';

const grid = () => screen.findByRole('list', { name: 'Games' }, { timeout: 5000 });

describe('favourites (spec 4, 6)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('fills the heart at once on add, then tells the server', async () => {
    const calls = serveGames({ favourites: [] });
    server.use(
      http.post('*/wps/relay/MCSFE_addFavoriteGameV2', async ({ request }) => {
        calls.favAdd.push(await request.json());
        await delay(300);
        return ok({ added: true });
      }),
    );
    signIn();
    renderApp('/m/slot-games');
    await grid();
    const heart = await screen.findByRole('button', { name: 'Add Game 2 to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    // Shown before the (slow) server answers.
    expect(screen.getByRole('button', { name: 'Remove Game 2 from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(calls.favAdd).toEqual([{ nodeId: 2, vendor: 'PG' }]));
  });

  it('drops a removed favourite from the list at once, then calls the server', async () => {
    const calls = serveGames({ favourites: [5, 6, 7] });
    server.use(
      http.delete('*/wps/relay/MCSFE_removeFavoriteGameV2', async ({ request }) => {
        calls.favRemove.push(new URL(request.url).searchParams);
        await delay(300);
        return ok({ removed: true });
      }),
    );
    signIn();
    renderApp('/m/fav-games');
    const list = await grid();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Game 6 from favourites' }),
    );
    expect(screen.queryByRole('button', { name: 'Game 6' })).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(calls.favRemove).toHaveLength(1));
    expect(Object.fromEntries(calls.favRemove[0]!)).toEqual({ nodeId: '6', vendor: 'PG' });
  });

  it('puts a favourite back when the server refuses the removal', async () => {
    serveGames({ favourites: [5, 6] });
    server.use(
      http.delete('*/wps/relay/MCSFE_removeFavoriteGameV2', () =>
        fail(403, 'function.not.available'),
      ),
    );
    signIn();
    renderApp('/m/fav-games');
    await grid();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Game 6 from favourites' }),
    );
    expect(await screen.findByRole('button', { name: 'Game 6' })).toBeInTheDocument();
  });

  it('shows "No data" for a member without favourites', async () => {
    serveGames({ favourites: [] });
    signIn();
    renderApp('/m/fav-games');
    expect(await screen.findByText('No data', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('gives LOTT and ELOTT games no heart', async () => {
    serveGames();
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () =>
        ok({
          games: [
            gameFixture(1, { gameType: 'LOTT' }),
            gameFixture(2, { gameType: 'ELOTT' }),
            gameFixture(3),
          ],
          pageNum: 1,
          totalPages: 1,
          totalCount: 3,
        }),
      ),
    );
    signIn();
    renderApp('/m/slot-games');
    await grid();
    expect(
      await screen.findByRole('button', { name: 'Add Game 3 to favourites' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Game 1 to favourites/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Game 2 to favourites/ })).toBeNull();
  });
});

describe('signed-out visitors (spec 4, 6)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it.each(['/m/fav-games', '/m/recent-games', '/m/launchGame?code=lobby'])(
    '%s goes to /m/login',
    async (url) => {
      serveGames();
      const { router } = renderApp(url);
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    },
  );

  it('a heart goes to /m/login', async () => {
    const calls = serveGames();
    const { router } = renderApp('/m/slot-games');
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Add Game 1 to favourites' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(calls.favAdd).toHaveLength(0);
  });

  it('the favourites tab goes to /m/login', async () => {
    serveGames();
    const { router } = renderApp('/m/slot-games');
    await grid();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Game types' })).getByRole('link', {
        name: 'Favourites',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it('lists recent games for a member', async () => {
    serveGames();
    signIn();
    renderApp('/m/recent-games');
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(3);
  });
});
