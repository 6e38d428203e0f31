import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { createMember } from '../helpers/accounts.ts';
import { fund, uid, vendorCall, walletMinor } from '../helpers/vendor.ts';

// PGlite has one connection: its transactions never overlap, so the row lock under test is never
// contended there. On PostgreSQL the bets run on a pool of connections at once.
describe.skipIf(engine !== 'postgres')('seamless wallet under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('200 concurrent bets on one balance never overdraw it', async () => {
    const m = await createMember(t.app);
    await fund(t.app, m.id, 10_000);
    const base = { playerId: String(m.id), currency: 'BDT' };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        vendorCall(t.app, 'PG', 'bet', {
          ...base,
          txId: uid('b'),
          roundId: uid('r'),
          amountMinor: 100,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 409)).toHaveLength(100);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(JSON.parse(a.body).errorCode).toBe('wallet.insufficient.funds');
    expect(await walletMinor(t.app, m.id)).toBe(0);
    // No running sum ever went below zero: every prefix of the wallet's lines stays >= 0.
    const [low] = await t.app.db.query<{ min: string }>(
      `SELECT MIN(running)::text AS min FROM (
         SELECT SUM(l.amount_minor) OVER (ORDER BY l.id) AS running FROM journal_lines l
           JOIN accounts a ON a.id = l.account_id
          WHERE a.owner_member_id = $1 AND a.kind = 'member_wallet') s`,
      [m.id],
    );
    expect(Number(low!.min)).toBeGreaterThanOrEqual(0);
  });

  it('the same transaction id sent 20 times at once moves money once', async () => {
    const m = await createMember(t.app);
    await fund(t.app, m.id, 1_000);
    const body = {
      playerId: String(m.id),
      currency: 'BDT',
      txId: uid('b'),
      roundId: uid('r'),
      amountMinor: 100,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => vendorCall(t.app, 'PG', 'bet', body)),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(200);
    expect(await walletMinor(t.app, m.id)).toBe(900);
  });
});
