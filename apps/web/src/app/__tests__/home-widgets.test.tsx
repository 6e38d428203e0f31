import type { HotMatch } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameFixture, serveGames, signIn } from '@/features/games/__tests__/games-harness';
import { serveHome } from '@/features/games/components/home/__tests__/home-harness';
import { useHomeGamesStore } from '@/features/games/components/home/home-games-store';
import { openUrl } from '@/features/games/lib/open-url';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { fail, ok, server } from '@/testing/server';

vi.mock('@/features/games/lib/open-url', () => ({ openUrl: vi.fn() }));

// Issue 22: the home's widgets below the games, and the hot-match view.

/** Everything on screen at once: each widget mounts as soon as it is "near". */
class AlwaysNear {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const saba = gameFixture(903, {
  displayName: 'SABA Sports',
  vassalage: 'SABA',
  gameType: 'SPORTS',
});
const matches = (): HotMatch[] => [
  {
    id: 'm1',
    sport: 'FOOTBALL',
    league: 'Premier League',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    kickOff: new Date(Date.now() - 20 * 60_000).toISOString(),
    status: 'live',
    odds: { home: 2.1, draw: 3.4, away: 3.25 },
    game: saba,
  },
  {
    id: 'm2',
    sport: 'CRICKET',
    league: 'Bangladesh Premier League',
    homeTeam: 'Rangpur Riders',
    awayTeam: 'Sylhet Strikers',
    kickOff: new Date(2030, 0, 2, 19, 30).toISOString(),
    status: 'upcoming',
    odds: { home: 1.85, draw: null, away: 1.95 },
    game: saba,
  },
];

const pool = { amountMinor: 5_012_345, currencySymbol: '৳', ratePerSecondMinor: 0, asOf: '' };

let reducedMotion = true;
beforeEach(() => {
  usePreferencesStore.getState().setLanguage('EN');
  useHomeGamesStore.setState(useHomeGamesStore.getInitialState());
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal('IntersectionObserver', AlwaysNear);
  reducedMotion = true;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({ matches: reducedMotion && query.includes('reduce'), media: query }) as MediaQueryList,
  );
  vi.mocked(openUrl).mockClear();
  serveHome();
  server.use(
    http.get('*/wps/relay/GCSGAME_jackpotPool', () =>
      ok({ ...pool, asOf: new Date().toISOString() }),
    ),
    http.get('*/wps/relay/GCSGAME_hotMatches', () => ok({ list: matches() })),
    // The home's other pieces near at hand here: the lottery history, the login pop-ups.
    http.get('*/lgw/games/popular', () => ok({ games: [] })),
    http.get('*/wps/relay/MCSFE_getPopularAnnouncements', () => ok([])),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home widgets for a visitor', () => {
  it('shows the jackpot pool and log in / register, but no favourites', async () => {
    renderApp('/m/home');
    const jackpot = await screen.findByRole('region', { name: 'Jackpot' }, { timeout: 5000 });
    // prefers-reduced-motion: the pool as read, without counting up.
    expect(await within(jackpot).findByText('৳50,123.45')).toBeInTheDocument();
    expect(within(jackpot).getByRole('link', { name: 'Play jackpot games' })).toHaveAttribute(
      'href',
      '/m/jackpots',
    );
    const panel = await screen.findByRole('region', { name: 'My account' });
    expect(within(panel).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(within(panel).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(screen.queryByRole('region', { name: 'My favourite games' })).toBeNull();
  });

  it('leaves the jackpot out when the pool cannot be read', async () => {
    server.use(http.get('*/wps/relay/GCSGAME_jackpotPool', () => fail(503, 'service.unavailable')));
    renderApp('/m/home');
    await screen.findByRole('region', { name: 'My account' }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Jackpot' })).toBeNull());
  });
});

describe('home widgets for a member', () => {
  it('shows the member panel with balance and shortcuts, and the empty favourites leading to games', async () => {
    signIn();
    renderApp('/m/home');
    const panel = await screen.findByRole('region', { name: 'My account' }, { timeout: 5000 });
    expect(await within(panel).findByText('Lucky Player')).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: /৳1,250\.50/ })).toBeInTheDocument();
    for (const [name, href] of [
      ['Deposit', '/m/voucherCenter'],
      ['Withdraw', '/m/withdraw'],
      ['Betting record', '/m/gameRecord'],
    ])
      expect(within(panel).getByRole('link', { name })).toHaveAttribute('href', href);
    const favourites = await screen.findByRole('region', { name: 'My favourite games' });
    expect(await within(favourites).findByText(/No favourites yet/)).toBeInTheDocument();
    expect(within(favourites).getByRole('link', { name: 'Browse games' })).toHaveAttribute(
      'href',
      '/m/hot-games',
    );
  });

  it("lists the member's favourites, each launching, and drops one un-hearted", async () => {
    signIn();
    const calls = serveGames({ favourites: [41, 42] });
    renderApp('/m/home');
    const favourites = await screen.findByRole(
      'region',
      { name: 'My favourite games' },
      { timeout: 5000 },
    );
    const list = await within(favourites).findByRole('list', { name: 'My favourite games' });
    await userEvent.click(within(list).getByRole('button', { name: 'Game 41' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo-vendor/play?t=1'));
    expect(calls.launch.at(-1)?.get('gameId')).toBe('PG_41');
    await userEvent.click(within(list).getByRole('button', { name: /Game 42/, pressed: true }));
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Game 42' })).toBeNull());
    expect(within(favourites).getByRole('link', { name: 'All favourites' })).toHaveAttribute(
      'href',
      '/m/fav-games',
    );
  });

  it('opens the hot matches: teams, live or kick-off, 1X2 or home/away odds; a tap opens the sports vendor', async () => {
    signIn();
    const calls = serveGames();
    renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Hot matches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hot matches' });
    const list = await within(dialog).findByRole('list', { name: 'Matches' });
    const [live, later] = within(list).getAllByRole('button');
    expect(live).toHaveAccessibleName(
      'Arsenal vs Chelsea, Live, odds Home 2.10, Draw 3.40, Away 3.25: bet at SABA Sports',
    );
    expect(later).toHaveAccessibleName(
      'Rangpur Riders vs Sylhet Strikers, Kick-off 01-02 19:30, odds Home 1.85, Away 1.95: bet at SABA Sports',
    );
    expect(within(later!).queryByText('X')).toBeNull();
    await userEvent.click(live!);
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo-vendor/play?t=1'));
    expect(calls.launch.at(-1)?.get('vendor')).toBe('SABA');
  });

  it('offers to try again when the matches cannot be loaded', async () => {
    signIn();
    server.use(http.get('*/wps/relay/GCSGAME_hotMatches', () => fail(503, 'service.unavailable')));
    renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Hot matches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hot matches' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The matches could not be loaded.',
    );
    server.use(http.get('*/wps/relay/GCSGAME_hotMatches', () => ok({ list: matches() })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'Matches' })).toBeInTheDocument();
  });
});
