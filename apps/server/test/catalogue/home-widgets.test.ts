import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHotMatches, getJackpotPool, HOT_MATCH_MAX } from '@app/contract';
import { demoCatalogue } from '../../src/demo/seed/games.ts';
import { demoFixtures } from '../../src/demo/sports-fixtures.ts';
import { checkBalances } from '../../src/money/check.ts';
import { jackpotPool, DEFAULT_JACKPOT } from '../../src/jackpot/jackpot-pool.ts';
import {
  hotMatches as hotMatchesOf,
  noFixtures,
  sportsLobbies,
} from '../../src/sports/hot-matches.ts';
import { createMember } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { fund, uid, vendorCall, walletValue } from '../helpers/vendor.ts';

// Issue 22: the home's hot matches (demo fixtures) and jackpot pool (stakes on JP games).
const seed = demoCatalogue();
const jackpotGame = seed.games.find((g) => g.vassalage === 'PG' && g.gameClassify === 'JP')!;
const otherGame = seed.games.find((g) => g.vassalage === 'PG' && g.gameClassify === 'VIDEO')!;
const merchant = { code: 'demo', currencyCode: 'BDT', currencySymbol: '৳' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const hotMatches = (query = '') => t.app.inject({ url: `${getHotMatches.path}${query}` });

describe('hot matches', () => {
  it('lists live and upcoming matches with odds, each offered by a sports lobby', async () => {
    const before = Date.now();
    const { list } = okValue(getHotMatches, await hotMatches());
    expect(list).toHaveLength(8);
    const sportsLobbies = seed.games.filter((g) => g.gameType === 'SPORTS').map((g) => g.nodeId);
    for (const m of list) {
      expect(m.homeTeam).not.toBe(m.awayTeam);
      expect(sportsLobbies).toContain(m.game.nodeId);
      expect(m.game.gameType).toBe('SPORTS');
      // 1X2 for football, home/away otherwise.
      expect(m.odds.draw === null).toBe(m.sport !== 'FOOTBALL');
      const kickOff = Date.parse(m.kickOff);
      if (m.status === 'live') expect(kickOff).toBeLessThanOrEqual(Date.now());
      else expect(kickOff).toBeGreaterThan(before);
    }
    // Live first, then upcoming by kick-off: whenever it is asked, there is something to bet on.
    const statuses = list.map((m) => m.status);
    expect(statuses).toEqual(
      [...statuses].sort((a, b) => (a === 'live' ? -1 : b === 'live' ? 1 : 0)),
    );
    expect(statuses).toContain('live');
    expect(statuses).toContain('upcoming');
    const upcoming = list.filter((m) => m.status === 'upcoming').map((m) => m.kickOff);
    expect(upcoming).toEqual([...upcoming].sort());
  });

  it('keeps a fixture the same between two reads and moves on as time passes', () => {
    const now = Date.UTC(2026, 10, 27, 12, 10);
    expect(demoFixtures(now, 8)).toEqual(demoFixtures(now + 60_000, 8));
    const later = demoFixtures(now + 6 * 3_600_000, 8);
    expect(later.every((f) => Date.parse(f.kickOff) > now)).toBe(true);
  });

  it('answers the size asked for, capped', async () => {
    expect(okValue(getHotMatches, await hotMatches('?size=3')).list).toHaveLength(3);
    expect(okValue(getHotMatches, await hotMatches('?size=500')).list).toHaveLength(HOT_MATCH_MAX);
  });

  it('refuses a size that is not a positive whole number', async () => {
    for (const size of ['0', '-1', 'two', '1.5'])
      failure(await hotMatches(`?size=${size}`), 400, 'request_param_err');
  });

  it('lists nothing outside demo mode (no sports feed), nor without a sports lobby', async () => {
    const lobbies = await sportsLobbies(t.app.db);
    expect(lobbies.map((g) => g.vassalage)).toEqual(['BTI', 'CMD', 'SABA']);
    expect(hotMatchesOf(noFixtures, lobbies, Date.now(), 8)).toEqual([]);
    expect(hotMatchesOf(demoFixtures, [], Date.now(), 8)).toEqual([]);
    expect(hotMatchesOf(demoFixtures, lobbies, Date.now(), 8)).toHaveLength(8);
  });
});

describe('jackpot pool', () => {
  async function player() {
    const m = await createMember(t.app);
    await fund(t.app, m.id, 1_000_000);
    const base = { playerId: String(m.id), currency: 'BDT' };
    return {
      id: m.id,
      /** One settled round on `gameId`: a bet of `stake`, then a win of `win`. */
      round: async (gameId: string, stake: number, win = 0) => {
        const roundId = uid('r');
        walletValue(
          await vendorCall(t.app, 'PG', 'bet', {
            ...base,
            txId: uid('b'),
            roundId,
            amountMinor: stake,
            gameId,
          }),
        );
        walletValue(
          await vendorCall(t.app, 'PG', 'win', {
            ...base,
            txId: uid('w'),
            roundId,
            amountMinor: win,
          }),
        );
      },
    };
  }

  it('starts at the seed, answered by the endpoint with its currency', async () => {
    const pool = okValue(
      getJackpotPool,
      await t.app.inject({ url: getJackpotPool.path, headers: { merchant: 'demo' } }),
    );
    expect(pool).toMatchObject({
      amountMinor: Number(DEFAULT_JACKPOT.seedMinor),
      currencySymbol: '৳',
      ratePerSecondMinor: 0,
    });
    expect(Date.parse(pool.asOf)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('grows by the contribution rate of the stakes on JP games only, with their recent pace', async () => {
    const before = await jackpotPool(t.app.db, merchant);
    const a = await player();
    const b = await player();
    await a.round(jackpotGame.gameId, 10_000, 25_000);
    await b.round(jackpotGame.gameId, 5_050);
    // Another class of game adds nothing.
    await a.round(otherGame.gameId, 90_000);
    const after = await jackpotPool(t.app.db, merchant);
    // 1% of 150.50 = 1.505 -> 150 minor (rounded down), whatever was won.
    expect(after.amountMinor - before.amountMinor).toBe(150);
    expect(after.ratePerSecondMinor).toBeGreaterThan(0);
    // The pace: this hour's and the last hour's JP stakes x 1% over the seconds since.
    const now = new Date();
    const since = Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate(),
      now.getUTCHours() - 1,
    );
    const pace = (15_050 * 0.01) / ((now.getTime() - since) / 1000);
    expect(after.ratePerSecondMinor).toBeCloseTo(pace, 1);
  });

  it('counts bets written many at once (a bulk writer) as one by one', async () => {
    const before = await jackpotPool(t.app.db, merchant);
    const a = await player();
    await t.app.db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('mgp.bets_in_bulk', 'on', true)`);
      await tx.query(
        `INSERT INTO bets (merchant_code, member_id, vendor, node_id, round_id, stake_minor,
                           win_minor, currency, is_free_play)
         VALUES ('demo', $1, 'PG', $2, $3, 20000, 0, 'BDT', false),
                ('demo', $1, 'PG', $2, $4, 30000, 0, 'BDT', false),
                ('demo', $1, 'PG', $2, $5, 99900, 0, 'BDT', true),
                ('demo', $1, 'PG', $6, $7, 99900, 0, 'BDT', false)`,
        [a.id, jackpotGame.nodeId, uid('r'), uid('r'), uid('r'), otherGame.nodeId, uid('r')],
      );
    });
    // 1% of 500.00, free play and other games aside.
    expect((await jackpotPool(t.app.db, merchant)).amountMinor - before.amountMinor).toBe(500);
  });

  it("follows the merchant's own seed and rate, and leaves the books as they were", async () => {
    await t.app.db.query(
      `INSERT INTO jackpot_settings (merchant_code, seed_minor, contribution_bp) VALUES ('demo', 100, 2500)`,
    );
    const stakes = await t.app.db.query<{ s: string }>(
      `SELECT sum(stakes_minor)::text AS s FROM jackpot_stakes WHERE merchant_code = 'demo'`,
    );
    const pool = await jackpotPool(t.app.db, merchant);
    expect(pool.amountMinor).toBe(100 + Math.floor((Number(stakes[0]!.s) * 2500) / 10_000));
    // No account, no journal entry for the pool: every balance still equals its lines.
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
  });
});
