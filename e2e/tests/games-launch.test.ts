import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { signIn } from './accounts-support.ts';
import { PLAYER, catalogue, tileNames } from './games-support.ts';

const browser = useBrowser();

async function member(): Promise<Page> {
  const page = await browser.page({ language: 'EN' });
  await signIn(page, PLAYER.username, PLAYER.password);
  return page;
}

/** Resolves with the launch URL the page was sent to (it leaves the app for the vendor's page). */
const leftTheApp = (page: Page) =>
  page.waitForURL((url) => !url.pathname.startsWith('/m/'), { timeout: 15_000 });

describe('favourites and recent, round trip (spec 4)', () => {
  it('adds a favourite, lists it, removes it at once, and keeps it removed', async () => {
    const page = await member();
    const game = (await catalogue({ gameType: 'RNG', vassalage: 'PG', pageSize: '1' })).games[0]!;
    await page.goto('/m/slot-games?vassalage=PG');
    const add = page.getByRole('button', { name: `Add ${game.displayName} to favourites` });
    const remove = page.getByRole('button', { name: `Remove ${game.displayName} from favourites` });
    // A previous run may have left it a favourite.
    if (await remove.isVisible()) await remove.click();
    await add.click();
    await remove.waitFor();

    await page.goto('/m/fav-games');
    expect(await tileNames(page)).toContain(game.displayName);
    await remove.click();
    // Gone at once, before the server has answered or the page reloaded.
    await page.getByRole('button', { name: game.displayName, exact: true }).waitFor({
      state: 'detached',
    });
    await page.reload();
    await page.getByRole('main').waitFor();
    await page.getByRole('list', { name: 'Games' }).or(page.getByText('No data')).first().waitFor();
    expect(await page.getByRole('button', { name: game.displayName, exact: true }).count()).toBe(0);
  });

  it('launches a slot game on the vendor page and lists it first under recent', async () => {
    const page = await member();
    const game = (await catalogue({ gameType: 'RNG', vassalage: 'PG', pageNo: '2' })).games[3]!;
    await page.goto('/m/slot-games?vassalage=PG');
    await page.getByRole('button', { name: 'Page 2' }).click();
    const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
    await page.getByRole('button', { name: game.displayName, exact: true }).click();
    const query = new URL((await launch).url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      gameCategory: 'RNG',
      vendor: 'PG',
      gameId: game.gameId,
      nodeId: String(game.nodeId),
    });
    // A member plays for real: no free-play flag.
    expect(query.get('freeplay')).toBeNull();
    await leftTheApp(page);

    await page.goto('/m/recent-games');
    expect((await tileNames(page))[0]).toBe(game.displayName);
  });
});

describe('launch rules (spec 4 "Game launch")', () => {
  it('sends a visitor who taps a game to /m/login', async () => {
    const page = await browser.page({ language: 'EN' });
    const game = (await catalogue({ gameType: 'RNG', pageSize: '1' })).games[0]!;
    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: game.displayName, exact: true }).click();
    await page.waitForURL('**/m/login');
  });

  it('opens the vendor list for a fishing game', async () => {
    const page = await member();
    const fish = (await catalogue({ gameType: 'FISH', pageSize: '1' })).games[0]!;
    await page.goto('/m/fishing-games');
    // Vendors share fishing titles: the first tile is the first game of the list.
    await page.getByRole('button', { name: fish.displayName, exact: true }).first().click();
    await page.waitForURL(`**/m/gameList?gameType=FISH&vassalage=${fish.vassalage}`);
  });

  it('launches a TCG_SEA lottery lobby directly with prize mode SEA', async () => {
    const page = await member();
    const sea = (await catalogue({ gameType: 'LOTT', vassalage: 'TCG_SEA', pageSize: '1' }))
      .games[0]!;
    await page.goto('/m/gameList?gameType=LOTT&vassalage=TCG_SEA');
    const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchLottery'));
    await page.getByRole('button', { name: sea.displayName, exact: true }).click();
    expect(Object.fromEntries(new URL((await launch).url()).searchParams)).toEqual({
      vendor: 'TCG_SEA',
      gameCode: 'lobby',
      prizeMode: 'SEA',
      playType: 'trad',
    });
    // Issue 21: the platform's own lottery answers, and its lobby opens inside the app.
    await page.waitForURL('**/m/lottery?prize_mode=SEA&playType=trad');
  });

  it('sends an e-lottery game through the lottery launch page', async () => {
    const page = await member();
    const game = (await catalogue({ gameType: 'ELOTT', pageSize: '1' })).games[0]!;
    await page.goto(`/m/gameList?gameType=ELOTT&vassalage=${game.vassalage}`);
    const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchLottery'));
    await page.getByRole('button', { name: game.displayName, exact: true }).click();
    await page.waitForURL(/\/m\/launchGame\?/);
    const query = Object.fromEntries(new URL((await launch).url()).searchParams);
    expect(query).toMatchObject({
      vendor: game.vassalage,
      gameCode: game.gameId,
      prizeMode: 'Elott',
    });
    // Spec 4: an Entertainment lotto mode plays as 'ent'.
    expect(query.playType).toBe(game.lottoMode?.includes('Entertainment') ? 'ent' : 'trad');
    // Issue 21: our own lottery's lobby or game, inside the app.
    await page.waitForURL(/\/m\/lottery(\/[A-Z0-9_]+)?\?prize_mode=Elott&/);
  });

  it('launches a sports lobby from its vendor card', async () => {
    const page = await member();
    await page.goto('/m/sport-games');
    const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
    await page.getByRole('list', { name: 'Providers' }).getByRole('button').first().click();
    expect(new URL((await launch).url()).searchParams.get('gameCategory')).toBe('SPORTS');
    await leftTheApp(page);
  });
});
