import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { createMember } from '../helpers/accounts.ts';
import { fund, uid, vendorCall, walletMinor } from '../helpers/vendor.ts';
import { checkBalances, checkRollups } from '../../src/money/check.ts';

// Issue 18: many members playing at once share the game house's 16 shards (and the house cash
// their funding comes from), so their postings lock the same house rows. Every posting locks the
// accounts it touches in id order before anything else share-locks them (money_post, migration
// 016): no call may fail with a deadlock or wait out a timeout, and the books must balance.
// PGlite has one connection (nothing overlaps there); on PostgreSQL the calls run on a pool.
const MEMBERS = 40;
const ROUNDS = 6;

describe.skipIf(engine !== 'postgres')(
  'seamless wallet: members playing at once (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t?.close());

    it(`${MEMBERS} members on shared house shards: every call answered 200, no deadlock, books balanced`, async () => {
      const members = await Promise.all(Array.from({ length: MEMBERS }, () => createMember(t.app)));
      const expected = new Map<number, number>();
      const failures: string[] = [];
      const ok = (what: string, res: { statusCode: number; body: string }) => {
        if (res.statusCode !== 200) failures.push(`${what}: ${res.statusCode} ${res.body}`);
      };
      await Promise.all(
        members.map(async (m, i) => {
          // Funding and play at once: the house cash row is shared by every funding posting.
          await fund(t.app, m.id, 10_000);
          let balance = 10_000;
          const base = { playerId: String(m.id), currency: 'BDT' };
          for (let r = 0; r < ROUNDS; r++) {
            const round = uid('r');
            const bet = uid('b');
            const stake = 100 + ((i * 7 + r * 13) % 400);
            ok(
              'bet',
              await vendorCall(t.app, 'PG', 'bet', {
                ...base,
                txId: bet,
                roundId: round,
                amountMinor: stake,
                gameId: 'PG_0002',
              }),
            );
            balance -= stake;
            if ((i + r) % 3 === 0) {
              ok(
                'rollback',
                await vendorCall(t.app, 'PG', 'rollback', {
                  ...base,
                  txId: uid('x'),
                  betTxId: bet,
                  roundId: round,
                  amountMinor: stake,
                }),
              );
              balance += stake;
            } else {
              const win = (i * 31 + r * 17) % 3 === 0 ? 0 : (i * 53 + r * 29) % 900;
              ok(
                'win',
                await vendorCall(t.app, 'PG', 'win', {
                  ...base,
                  txId: uid('w'),
                  roundId: round,
                  amountMinor: win,
                }),
              );
              balance += win;
            }
          }
          expected.set(m.id, balance);
        }),
      );
      expect(failures).toEqual([]);
      for (const m of members)
        expect(await walletMinor(t.app, m.id), `member ${m.id}`).toBe(expected.get(m.id));
      expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
      expect(await checkRollups(t.app.db)).toEqual([]);
      // Settled rounds counted once each on the members' days.
      const [counted] = await t.app.db.query<{ n: number }>(
        'SELECT COALESCE(SUM(bet_count), 0)::int AS n FROM member_day_rollups WHERE member_id = ANY ($1::bigint[])',
        [members.map((m) => m.id)],
      );
      const settled = members.reduce(
        (s, _, i) =>
          s + Array.from({ length: ROUNDS }, (_, r) => r).filter((r) => (i + r) % 3 !== 0).length,
        0,
      );
      expect(counted!.n).toBe(settled);
    }, 120_000);
  },
);
