import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBetHistory, type BetRecord } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { cashierEnv, member, type TestMember } from '../cashier/cashier-support.ts';
import { addDays, dhakaInstant, dhakaToday, insertBet, twoGames } from './records-support.ts';

// Issue 9 "Records": betting records with filters today, yesterday, 7 days, 30 days or a custom
// range up to 90 days, category, vendor; totals over the whole filter; paged by cursor.
let t: TestApp;
let games: Awaited<ReturnType<typeof twoGames>>;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
  games = await twoGames(t.app);
});
afterAll(() => t?.close());

const history = async (p: TestMember, query: string) =>
  okValue(getBetHistory, await p.get(`${getBetHistory.path}?${query}`));

/** Every page of a filter, following nextCursor; checks each page's totals are the same. */
async function allPages(p: TestMember, query: string) {
  const first = await history(p, query);
  const rows: BetRecord[] = [...first.list];
  let cursor = first.nextCursor;
  let pages = 1;
  while (cursor) {
    const page = await history(p, `${query}&cursor=${encodeURIComponent(cursor)}`);
    expect(page.totals).toEqual(first.totals);
    rows.push(...page.list);
    cursor = page.nextCursor;
    pages++;
  }
  return { rows, pages, totals: first.totals };
}

describe('betting records: paging and totals', () => {
  it('totals the whole filter, not the page, and pages by cursor with no duplicates or gaps', async () => {
    const p = await member(t.app);
    const now = Date.now();
    const made: { id: number; at: number }[] = [];
    let stake = 0;
    let win = 0;
    for (let i = 0; i < 45; i++) {
      // Groups of five share one settled_at: the id breaks the tie, the cursor must keep it.
      const at = new Date(now - Math.floor(i / 5) * 60_000 - 1_000);
      const s = 100 + i;
      const w = i % 3 === 0 ? 250 : 0;
      const id = await insertBet(t.app, p.id, i % 2 ? games.rng : games.fish, {
        stake: s,
        win: w,
        at,
      });
      made.push({ id, at: at.getTime() });
      stake += s;
      win += w;
    }
    const first = await history(p, 'period=30d');
    expect(first.list).toHaveLength(20);
    expect(first.totals).toEqual({
      count: 45,
      stakeMinor: stake,
      winMinor: win,
      netMinor: win - stake,
    });
    const { rows, pages } = await allPages(p, 'period=30d');
    expect(pages).toBe(3);
    // Newest first; within one instant, the higher id first.
    const expected = made.sort((a, b) => b.at - a.at || b.id - a.id).map((m) => m.id);
    expect(rows.map((r) => r.id)).toEqual(expected);
    const small = await allPages(p, 'period=30d&pageSize=7');
    expect(small.rows.map((r) => r.id)).toEqual(expected);
    expect(small.pages).toBe(7);
  });

  it('does not shift a page when a newer round settles while the player scrolls', async () => {
    const p = await member(t.app);
    for (let i = 0; i < 6; i++) {
      await insertBet(t.app, p.id, games.rng, {
        stake: 10,
        win: 0,
        at: new Date(Date.now() - (i + 1) * 1000),
      });
    }
    const first = await history(p, 'period=7d&pageSize=3');
    await insertBet(t.app, p.id, games.rng, { stake: 10, win: 0, at: new Date() });
    const second = await history(p, `period=7d&pageSize=3&cursor=${first.nextCursor}`);
    const seen = [...first.list, ...second.list].map((r) => r.id);
    expect(new Set(seen).size).toBe(6);
    expect(second.nextCursor).toBeNull();
  });

  it('describes each round: vendor and game names, category, net, free play', async () => {
    const p = await member(t.app);
    await insertBet(t.app, p.id, games.fish, {
      stake: 500,
      win: 1_250,
      at: new Date(Date.now() - 1000),
      freePlay: true,
    });
    const [r] = (await history(p, 'period=7d')).list;
    expect(r).toMatchObject({
      vendor: games.fish.vassalage,
      gameType: 'FISH',
      stakeMinor: 500,
      winMinor: 1_250,
      netMinor: 750,
      isFreePlay: true,
    });
    expect(r!.vendorName.length).toBeGreaterThan(0);
    expect(r!.gameName?.length).toBeGreaterThan(0);
  });

  it('filters by category and by vendor, totals included', async () => {
    const p = await member(t.app);
    const at = new Date(Date.now() - 1000);
    await insertBet(t.app, p.id, games.fish, { stake: 100, win: 0, at });
    await insertBet(t.app, p.id, games.fish, { stake: 200, win: 0, at });
    await insertBet(t.app, p.id, games.rng, { stake: 400, win: 50, at });
    const fish = await history(p, 'period=7d&gameType=FISH');
    expect(fish.list.map((r) => r.gameType)).toEqual(['FISH', 'FISH']);
    expect(fish.totals).toMatchObject({ count: 2, stakeMinor: 300 });
    const rng = await history(p, `period=7d&vendor=${games.rng.vassalage}`);
    expect(rng.totals).toEqual({ count: 1, stakeMinor: 400, winMinor: 50, netMinor: -350 });
    const none = await history(p, `period=7d&vendor=${games.rng.vassalage}&gameType=FISH`);
    expect(none).toMatchObject({ list: [], nextCursor: null, totals: { count: 0, stakeMinor: 0 } });
    expect((await history(p, 'period=7d&vendor=&gameType=')).totals.count).toBe(3);
  });

  it("shows only the member's own rounds", async () => {
    const a = await member(t.app);
    const b = await member(t.app);
    await insertBet(t.app, a.id, games.rng, {
      stake: 100,
      win: 0,
      at: new Date(Date.now() - 1000),
    });
    expect((await history(b, 'period=30d')).totals.count).toBe(0);
  });
});

describe("betting records: the merchant's days (Asia/Dhaka)", () => {
  it('counts a round at 23:30 Dhaka time as that day, and 00:00 as the next', async () => {
    const p = await member(t.app);
    const today = dhakaToday();
    const yesterday = addDays(today, -1);
    const ids = {
      yesterdayLate: await insertBet(t.app, p.id, games.rng, {
        stake: 1,
        win: 0,
        at: dhakaInstant(yesterday, '23:59:59.999'),
      }),
      todayStart: await insertBet(t.app, p.id, games.rng, {
        stake: 2,
        win: 0,
        at: dhakaInstant(today, '00:00:00'),
      }),
      todayLate: await insertBet(t.app, p.id, games.rng, {
        stake: 4,
        win: 0,
        at: dhakaInstant(today, '23:30:00'),
      }),
      tomorrow: await insertBet(t.app, p.id, games.rng, {
        stake: 8,
        win: 0,
        at: dhakaInstant(addDays(today, 1), '00:00:00'),
      }),
      weekAgo: await insertBet(t.app, p.id, games.rng, {
        stake: 16,
        win: 0,
        at: dhakaInstant(addDays(today, -6), '00:00:00'),
      }),
      eightDaysAgo: await insertBet(t.app, p.id, games.rng, {
        stake: 32,
        win: 0,
        at: dhakaInstant(addDays(today, -7), '23:59:59'),
      }),
    };
    const todayPage = await history(p, 'period=today');
    expect(todayPage.list.map((r) => r.id)).toEqual([ids.todayLate, ids.todayStart]);
    expect(todayPage.range).toEqual({ startDate: today, endDate: today });
    const y = await history(p, 'period=yesterday');
    expect(y.list.map((r) => r.id)).toEqual([ids.yesterdayLate]);
    expect(y.range).toEqual({ startDate: yesterday, endDate: yesterday });
    const week = await history(p, 'period=7d');
    expect(week.range).toEqual({ startDate: addDays(today, -6), endDate: today });
    expect(week.totals.stakeMinor).toBe(1 + 2 + 4 + 16);
    expect((await history(p, 'period=30d')).totals.stakeMinor).toBe(1 + 2 + 4 + 16 + 32);
    const custom = await history(
      p,
      `period=custom&startDate=${addDays(today, 1)}&endDate=${addDays(today, 1)}`,
    );
    expect(custom.list.map((r) => r.id)).toEqual([ids.tomorrow]);
  });

  it('defaults to today', async () => {
    const p = await member(t.app);
    const v = await history(p, '');
    expect(v.range).toEqual({ startDate: dhakaToday(), endDate: dhakaToday() });
  });
});

describe('betting records: bad input', () => {
  it.each([
    ['no end date', 'period=custom&startDate=2026-01-01'],
    ['no dates at all', 'period=custom'],
    ['an end before the start', 'period=custom&startDate=2026-01-10&endDate=2026-01-09'],
    ['91 days', 'period=custom&startDate=2026-01-01&endDate=2026-04-01'],
    ['a day that does not exist', 'period=custom&startDate=2026-02-30&endDate=2026-03-01'],
  ])('refuses a custom range with %s: 400 records.range.invalid', async (_, query) => {
    const p = await member(t.app);
    failure(await p.get(`${getBetHistory.path}?${query}`), 400, 'records.range.invalid');
  });

  it('accepts a custom range of exactly 90 days', async () => {
    const p = await member(t.app);
    const v = await history(p, 'period=custom&startDate=2026-01-01&endDate=2026-03-31');
    expect(v.range).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
  });

  it.each([
    ['not base64url', 'abc!!'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['the wrong shape', Buffer.from(JSON.stringify({ a: 1 })).toString('base64url')],
    ['a bad time', Buffer.from(JSON.stringify(['yesterday', 5])).toString('base64url')],
    [
      'a day that does not exist',
      Buffer.from(JSON.stringify(['2026-02-30T00:00:00.000000Z', 5])).toString('base64url'),
    ],
    [
      'in year 0, which PostgreSQL refuses',
      Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000000Z', 5])).toString('base64url'),
    ],
    [
      'a bad id',
      Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', 'x'])).toString('base64url'),
    ],
  ])('refuses a cursor that is %s: 400 records.cursor.invalid', async (_, cursor) => {
    const p = await member(t.app);
    failure(
      await p.get(`${getBetHistory.path}?period=7d&cursor=${cursor}`),
      400,
      'records.cursor.invalid',
    );
  });

  it.each([
    ['an unknown period', 'period=week'],
    ['a malformed date', 'period=custom&startDate=2026-1-1&endDate=2026-01-02'],
    ['a page size of 0', 'pageSize=0'],
    ['a page size that is not a number', 'pageSize=ten'],
  ])('refuses %s with 400', async (_, query) => {
    const p = await member(t.app);
    failure(await p.get(`${getBetHistory.path}?${query}`), 400, 'request_param_err');
  });

  it('needs a session', async () => {
    failure(await t.app.inject({ url: getBetHistory.path }), 401, 'login.not.session');
  });
});
