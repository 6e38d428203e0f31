import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { catalogue, tileNames, waitForFirstTile } from './games-support.ts';

const browser = useBrowser();

describe('game list screens (spec 2.1, 2.12, 4)', () => {
  it('lists slots 21 a page with numbered pages (spec 2.12 pagination)', async () => {
    const page = await browser.page({ language: 'EN' });
    const first = await catalogue({ gameType: 'RNG', pageNo: '1' });
    const second = await catalogue({ gameType: 'RNG', pageNo: '2' });
    await page.goto('/m/slot-games');
    expect(await tileNames(page)).toEqual(first.games.map((g) => g.displayName));

    const pages = page.getByRole('navigation', { name: 'Pages' });
    expect(await pages.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    expect(
      await pages.getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    // Five numbers with an ellipsis: 1 2 3 4 ... last.
    expect(await pages.getByRole('button', { name: /^Page \d+$/ }).count()).toBe(5);

    await pages.getByRole('button', { name: 'Next page' }).click();
    await waitForFirstTile(page, second.games[0]!.displayName);
    expect(
      await pages.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
    ).toBe('page');

    await pages.getByRole('button', { name: `Page ${first.totalPages}`, exact: true }).click();
    await pages.getByRole('button', { name: 'Next page' }).and(page.locator(':disabled')).waitFor();
  });

  it('applies a provider on Submit and returns to All on Reset (spec 4)', async () => {
    const page = await browser.page({ language: 'EN' });
    const jili = await catalogue({ gameType: 'RNG', vassalage: 'JILI' });
    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: 'Provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose provider' });
    await dialog.getByRole('button', { name: 'JILI', exact: true }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/vassalage=JILI/);
    await waitForFirstTile(page, jili.games[0]!.displayName);
    expect(await tileNames(page)).toEqual(jili.games.map((g) => g.displayName));

    await page.getByRole('button', { name: 'JILI' }).click();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((url) => !url.search.includes('vassalage'));
  });

  it('filters by class, and by minimum bet and lines', async () => {
    const page = await browser.page({ language: 'EN' });
    const feature = await catalogue({ gameType: 'RNG', gameClassify: 'FeatureBuy' });
    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: 'Type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Game type' });
    await dialog.getByRole('button', { name: 'Feature buy' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/gameClassify=FeatureBuy/);
    await waitForFirstTile(page, feature.games[0]!.displayName);

    // The feature-buy path of spec 2.1 shows the same list.
    await page.goto('/m/slot-games?gameClassify=FeatureBuy');
    expect(await tileNames(page)).toEqual(feature.games.map((g) => g.displayName));

    const rich = await catalogue({ gameType: 'RNG', minBet: '1', minLine: '20' });
    await page.goto('/m/slot-games');
    await page.getByRole('combobox', { name: 'Min bet' }).selectOption('1');
    await page.getByRole('combobox', { name: 'Min lines' }).selectOption('20');
    await page.waitForURL(/minBet=1.*minLine=20|minLine=20.*minBet=1/);
    if (rich.games[0]) await waitForFirstTile(page, rich.games[0].displayName);
    else await page.getByText('No data').waitFor();
  });

  it('searches by name after typing pauses (spec 9: 500 ms)', async () => {
    const page = await browser.page({ language: 'EN' });
    // A game far from the top, so the unfiltered list cannot pass for the answer.
    const some = (await catalogue({ gameType: 'RNG', pageNo: '3' })).games[5]!;
    const found = await catalogue({ gameName: some.displayName });
    await page.goto('/m/search-games');
    const requests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('GCSGAME_gameList') && url.searchParams.get('gameName'))
        requests.push(url.searchParams.get('gameName')!);
    });
    await page.getByRole('searchbox', { name: 'Game name' }).pressSequentially(some.displayName, {
      delay: 30,
    });
    await waitForFirstTile(page, found.games[0]!.displayName);
    expect(requests).toEqual([some.displayName]);
    expect(await tileNames(page)).toEqual(found.games.map((g) => g.displayName));
  });

  it('shows the category centres and the vendor screen of /m/gameList', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/sport-games');
    await page.getByRole('list', { name: 'Providers' }).getByRole('button').first().waitFor();

    await page.goto('/m/gameList?gameType=RNG');
    await page.getByRole('link', { name: 'JILI' }).click();
    await page.waitForURL(/\/m\/gameList\?gameType=RNG&vassalage=JILI$/);
    const jili = await catalogue({ gameType: 'RNG', vassalage: 'JILI' });
    await waitForFirstTile(page, jili.games[0]!.displayName);

    const live = await catalogue({ gameType: 'LIVE', pageSize: '1' });
    await page.goto('/m/gameList?gameType=LIVE');
    await page
      .getByRole('button', { name: new RegExp(`^${live.games[0]!.displayName}`) })
      .first()
      .waitFor();
  });

  it('sends a visitor from favourites, recent and a heart to /m/login (spec 4, 6)', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/fav-games');
    await page.waitForURL('**/m/login');
    await page.goto('/m/recent-games');
    await page.waitForURL('**/m/login');
    await page.goto('/m/slot-games');
    const first = (await catalogue({ gameType: 'RNG', pageSize: '1' })).games[0]!;
    await page.getByRole('button', { name: `Add ${first.displayName} to favourites` }).click();
    await page.waitForURL('**/m/login');
  });
});
