import type { GameItem } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { fail, ok, server } from '@/testing/server';
import { openUrl } from '../lib/open-url';
import { gameFixture, lastQuery, serveGames, signIn, signInTrial } from './games-harness';

vi.mock('../lib/open-url', () => ({ openUrl: vi.fn() }));

/** A list screen showing exactly `game`, ready to be tapped. */
async function showGame(game: GameItem, ...handlers: Parameters<typeof server.use>) {
  const calls = serveGames();
  server.use(
    ...handlers,
    http.get('*/wps/relay/GCSGAME_gameList', () =>
      ok({ games: [game], pageNum: 1, totalPages: 1, totalCount: 1 }),
    ),
  );
  const view = renderApp('/m/slot-games');
  const tile = await screen.findByRole('button', { name: game.displayName }, { timeout: 5000 });
  await userEvent.click(tile);
  return { ...view, calls };
}

describe('game launch rules (spec 4)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    vi.mocked(openUrl).mockClear();
  });

  it('sends a visitor to /m/login without launching', async () => {
    const { router, calls } = await showGame(gameFixture(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(calls.launch).toHaveLength(0);
  });

  it('launches other games with launcher v3 and opens the URL', async () => {
    signIn();
    const { calls } = await showGame(gameFixture(7, { supportPlay: 'REAL,FREE' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo-vendor/play?t=1'));
    expect(lastQuery(calls.launch)).toEqual({
      gameCategory: 'RNG',
      vendor: 'PG',
      gameId: 'PG_7',
      nodeId: '7',
      supportPlay: 'REAL,FREE',
      platform: 'html5',
    });
  });

  it('asks a trial session for free play when the game supports it', async () => {
    signInTrial();
    const { calls } = await showGame(gameFixture(8, { freeplay: 1 }));
    await waitFor(() => expect(calls.launch).toHaveLength(1));
    expect(lastQuery(calls.launch).freeplay).toBe('1');
  });

  it('does not ask free play for a game without it', async () => {
    signInTrial();
    const { calls } = await showGame(gameFixture(9, { freeplay: 0, supportPlay: 'REAL' }));
    await waitFor(() => expect(calls.launch).toHaveLength(1));
    expect(lastQuery(calls.launch).freeplay).toBeUndefined();
  });

  it.each([
    ['TCG_LOTTO_VN', 'Elott'],
    ['TCG_SEA', 'SEA'],
  ])('launches a %s lottery lobby directly with prize mode %s', async (vendor, prizeMode) => {
    signIn();
    const { calls } = await showGame(
      gameFixture(10, { vassalage: vendor, gameType: 'LOTT', lottoMode: 'Tradition' }),
    );
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo-vendor/lottery?t=1'));
    expect(lastQuery(calls.lottery)).toEqual({
      vendor,
      gameCode: 'lobby',
      prizeMode,
      playType: 'trad',
    });
    expect(calls.launch).toHaveLength(0);
  });

  it('sends LOTT games to the lottery launch page', async () => {
    signIn();
    const { router } = await showGame(
      gameFixture(11, {
        vassalage: 'TCG',
        gameType: 'LOTT',
        gameId: 'TCG_0011',
        lottoMode: 'Tradition',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/launchGame'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      playType: 'trad',
      prize_mode: 'Lott',
      code: 'TCG_0011',
      pageBack: 'home',
      vendor: 'TCG',
    });
  });

  it('uses play type ent for an Entertainment ELOTT game', async () => {
    signIn();
    const { router } = await showGame(
      gameFixture(12, {
        vassalage: 'TCG',
        gameType: 'ELOTT',
        gameId: 'TCG_12',
        lottoMode: 'Entertainment',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/launchGame'));
    expect(router.state.location.search).toContain('playType=ent');
    expect(router.state.location.search).toContain('prize_mode=Elott');
  });

  it.each([
    [{ isGameH5: 'VASSALAGE', gameType: 'RNG', vassalage: 'JDB' }, 'gameType=RNG&vassalage=JDB'],
    [{ gameType: 'FISH', vassalage: 'JILI' }, 'gameType=FISH&vassalage=JILI'],
    [{ gameType: 'PVP', vassalage: 'KM' }, 'gameType=PVP&vassalage=KM'],
  ])('opens the vendor game list for %o', async (overrides, query) => {
    signIn();
    const { router, calls } = await showGame(gameFixture(13, overrides));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/gameList'));
    expect(router.state.location.search).toBe(`?${query}`);
    expect(calls.launch).toHaveLength(0);
  });

  it("plays a FISH game tapped in its own vendor's list instead of opening that list again", async () => {
    signIn();
    const calls = serveGames();
    const fish = gameFixture(15, { gameType: 'FISH', vassalage: 'JILI', gameId: 'JILI_15' });
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () =>
        ok({ games: [fish], pageNum: 1, totalPages: 1, totalCount: 1 }),
      ),
    );
    const { router } = renderApp('/m/gameList?gameType=FISH&vassalage=JILI');
    await userEvent.click(
      await screen.findByRole('button', { name: fish.displayName }, { timeout: 5000 }),
    );
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo-vendor/play?t=1'));
    expect(lastQuery(calls.launch)).toMatchObject({ gameCategory: 'FISH', vendor: 'JILI' });
    expect(router.state.location.search).toBe('?gameType=FISH&vassalage=JILI');
  });

  it('shows the translated error when the launch fails', async () => {
    signIn();
    await showGame(
      gameFixture(14),
      http.get('*/wps/game/launchGame', () => fail(404, 'game.not.found')),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('This game is not available.'),
    );
    expect(openUrl).not.toHaveBeenCalled();
  });
});

describe('lottery launch page /m/launchGame (spec 2.2)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    vi.mocked(openUrl).mockClear();
  });

  it('launches the lottery of the query and opens it', async () => {
    signIn();
    const calls = serveGames();
    renderApp('/m/launchGame?playType=ent&prize_mode=Elott&code=TCG_3&pageBack=home&vendor=TCG');
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo-vendor/lottery?t=1'));
    expect(lastQuery(calls.lottery)).toEqual({
      vendor: 'TCG',
      gameCode: 'TCG_3',
      prizeMode: 'Elott',
      playType: 'ent',
    });
  });

  it("opens our own lottery's path inside the app, in place of the launch page", async () => {
    signIn();
    serveGames();
    server.use(
      http.get('*/wps/game/launchLottery', () =>
        ok({ gameUrl: '/m/lottery?prize_mode=Elott&playType=trad', accountType: 1 }),
      ),
      http.get('*/lgw/games', () => ok({ games: [] })),
    );
    const { router } = renderApp('/m/launchGame?code=lobby&vendor=TCG', { history: ['/m/home'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/lottery'));
    expect(router.state.location.search).toBe('?prize_mode=Elott&playType=trad');
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('says when the launch fails and offers another try', async () => {
    signIn();
    serveGames();
    let attempts = 0;
    server.use(
      http.get('*/wps/game/launchLottery', () => {
        attempts++;
        return attempts === 1
          ? fail(404, 'game.not.found')
          : ok({ gameUrl: '/demo-vendor/lottery?t=2', accountType: 1 });
      }),
    );
    renderApp('/m/launchGame?code=lobby&vendor=TCG');
    expect(
      await screen.findByText('The game could not be opened.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo-vendor/lottery?t=2'));
  });
});

describe('vendor lists (spec 2.5, 2.12)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    vi.mocked(openUrl).mockClear();
  });

  it('a sports vendor card launches its lobby', async () => {
    signIn();
    const calls = serveGames();
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () =>
        ok({
          games: [gameFixture(30, { gameType: 'SPORTS', vassalage: 'SABA', gameId: 'SABA_1' })],
          pageNum: 1,
          totalPages: 1,
          totalCount: 1,
        }),
      ),
    );
    renderApp('/m/sport-games');
    await userEvent.click(
      await screen.findByRole('button', { name: 'SABA Sports' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(openUrl).toHaveBeenCalled());
    expect(lastQuery(calls.launch)).toMatchObject({ gameCategory: 'SPORTS', vendor: 'SABA' });
  });

  it('a lottery vendor card opens its game list; /m/gameList lists its games', async () => {
    const calls = serveGames();
    const { router } = renderApp('/m/lott');
    await userEvent.click(
      await screen.findByRole('link', { name: 'TCG SEA Lottery' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/gameList'));
    expect(router.state.location.search).toBe('?gameType=LOTT&vassalage=TCG_SEA');
    await waitFor(() =>
      expect(lastQuery(calls.list)).toMatchObject({ gameType: 'LOTT', vassalage: 'TCG_SEA' }),
    );
  });

  it('/m/gameList?gameType=LIVE shows the live list', async () => {
    const calls = serveGames();
    renderApp('/m/gameList?gameType=LIVE&vassalage=EVO');
    expect(
      await screen.findByRole('button', { name: /^Game 1\b.*Min bet 0\.10/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(lastQuery(calls.list)).toMatchObject({ gameType: 'LIVE', vassalage: 'EVO' });
  });

  it('/m/gameList without a vendor shows the type vendor cards', async () => {
    serveGames();
    renderApp('/m/gameList?gameType=RNG');
    expect(await screen.findByRole('link', { name: 'PG Soft' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG&vassalage=PG',
    );
  });
});
