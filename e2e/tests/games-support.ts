// Helpers of the games browser tests (games-*.test.ts): the catalogue as the contract serves it,
// so the tests compare the screen with the API rather than with names copied from the seed.
import type { GameItem } from '@app/contract';
import type { Page } from 'playwright-core';
import { baseURL } from '../support/browser.ts';

export const PLAYER = { username: 'player01', password: 'Player123' };

/** One page of GET /wps/relay/GCSGAME_gameList (contract getGameList) for a query. */
export async function catalogue(query: Record<string, string>) {
  const url = new URL('/wps/relay/GCSGAME_gameList', baseURL());
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { Merchant: 'demo' } });
  const body = (await res.json()) as {
    success: boolean;
    value: { games: GameItem[]; totalPages: number; totalCount: number };
  };
  if (!body.success) throw new Error(`game list ${url.search}: ${res.status}`);
  return body.value;
}

/** The game tiles of the list on screen, by their accessible names, in order. */
export async function tileNames(page: Page) {
  const list = page.getByRole('list', { name: 'Games', exact: true });
  await list.waitFor();
  // The name line of each tile (the picture may carry a decorative 'New' badge).
  return list.locator(':scope > li > button:first-child > span:last-child').allTextContents();
}

/** Waits until the list on screen starts with `name` (it reloads after a filter change). */
export async function waitForFirstTile(page: Page, name: string) {
  await page
    .getByRole('list', { name: 'Games', exact: true })
    .locator(':scope > li')
    .first()
    .getByRole('button', { name, exact: true })
    .waitFor();
}
