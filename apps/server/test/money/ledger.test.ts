import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerError } from '../../src/money/ledger.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let t: TestApp;
let house: number;
let wallet: number;
let other: number;
beforeAll(async () => {
  t = await buildTestApp();
  const player = await t.app.repos.members.findByUsername('demo', 'player01');
  house = await t.app.money.account({
    merchantCode: 'demo',
    ownerMemberId: null,
    kind: 'house_cash',
    currency: 'BDT',
  });
  wallet = await t.app.money.account({
    merchantCode: 'demo',
    ownerMemberId: player!.id,
    kind: 'member_wallet',
    currency: 'BDT',
  });
  const agent = await t.app.repos.members.findByUsername('demo', 'agent01');
  other = await t.app.money.account({
    merchantCode: 'demo',
    ownerMemberId: agent!.id,
    kind: 'member_wallet',
    currency: 'BDT',
  });
});
afterAll(() => t?.close());

const linesTotal = async () =>
  (
    await t.app.db.query<{ s: string }>(
      'SELECT COALESCE(SUM(amount_minor), 0)::text AS s FROM journal_lines',
    )
  )[0]!.s;

describe('ledger', () => {
  it('funds player01 with 1,250.50 from the house', async () => {
    expect(await t.app.money.balance(wallet)).toBe(125_050n);
  });

  it('keeps every entry balanced: all lines sum to zero', async () => {
    const off = await t.app.db.query(
      'SELECT entry_id FROM journal_lines GROUP BY entry_id HAVING SUM(amount_minor) <> 0',
    );
    expect(off).toEqual([]);
    expect(await linesTotal()).toBe('0');
  });

  it('computes balances only from lines', async () => {
    const [row] = await t.app.db.query<{ s: string }>(
      'SELECT SUM(amount_minor)::text AS s FROM journal_lines WHERE account_id = $1',
      [wallet],
    );
    expect(BigInt(row!.s)).toBe(await t.app.money.balance(wallet));
  });

  it('rejects an unbalanced entry and moves nothing', async () => {
    const before = await t.app.money.balance(wallet);
    await expect(
      t.app.money.post({
        kind: 'funding' as const,
        idempotencyKey: 'test:unbalanced',
        memo: 'bad',
        lines: [
          { accountId: house, amountMinor: -100 },
          { accountId: wallet, amountMinor: 99 },
        ],
      }),
    ).rejects.toMatchObject({ reason: 'unbalanced' });
    expect(await t.app.money.balance(wallet)).toBe(before);
    expect(
      await t.app.db.query(
        "SELECT id FROM journal_entries WHERE idempotency_key = 'test:unbalanced'",
      ),
    ).toEqual([]);
  });

  it('rejects single-line, zero and fractional lines', async () => {
    const post = (lines: { accountId: number; amountMinor: number }[]) =>
      t.app.money.post({
        kind: 'funding',
        idempotencyKey: `test:invalid:${Math.random()}`,
        memo: 'bad',
        lines,
      });
    await expect(post([{ accountId: wallet, amountMinor: 0 }])).rejects.toBeInstanceOf(LedgerError);
    await expect(
      post([
        { accountId: house, amountMinor: 0 },
        { accountId: wallet, amountMinor: 0 },
      ]),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      post([
        { accountId: house, amountMinor: -1.5 },
        { accountId: wallet, amountMinor: 1.5 },
      ]),
    ).rejects.toBeInstanceOf(LedgerError);
  });

  it('rejects an entry naming an unknown account', async () => {
    await expect(
      t.app.money.post({
        kind: 'funding' as const,
        idempotencyKey: 'test:unknown-account',
        memo: 'bad',
        lines: [
          { accountId: house, amountMinor: -5 },
          { accountId: 999_999, amountMinor: 5 },
        ],
      }),
    ).rejects.toMatchObject({ reason: 'unknown_account' });
  });

  it('moves money once when a request is retried with the same key', async () => {
    const before = await t.app.money.balance(other);
    const input = {
      kind: 'funding' as const,
      idempotencyKey: 'test:transfer:1',
      memo: 'agent bonus',
      lines: [
        { accountId: house, amountMinor: -2_000n },
        { accountId: other, amountMinor: 2_000n },
      ],
    };
    const first = await t.app.money.post(input);
    const retry = await t.app.money.post(input);
    expect(first.replayed).toBe(false);
    expect(retry.replayed).toBe(true);
    expect(retry.id).toBe(first.id);
    expect(retry.lines).toEqual(first.lines);
    expect(await t.app.money.balance(other)).toBe(before + 2_000n);
  });

  it('moves money once when the same request arrives several times at once', async () => {
    const before = await t.app.money.balance(other);
    const input = {
      kind: 'funding' as const,
      idempotencyKey: 'test:transfer:concurrent',
      memo: 'double click',
      lines: [
        { accountId: house, amountMinor: -300 },
        { accountId: other, amountMinor: 300 },
      ],
    };
    const results = await Promise.all([1, 2, 3, 4].map(() => t.app.money.post(input)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await t.app.money.balance(other)).toBe(before + 300n);
  });

  it('refuses to reuse a key for different lines', async () => {
    await expect(
      t.app.money.post({
        kind: 'funding' as const,
        idempotencyKey: 'test:transfer:1',
        memo: 'agent bonus',
        lines: [
          { accountId: house, amountMinor: -3_000 },
          { accountId: other, amountMinor: 3_000 },
        ],
      }),
    ).rejects.toMatchObject({ reason: 'key_reused' });
  });

  it('holds the zero sum in the database too, for writers that skip the service', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        const [e] = await tx.query<{ id: number }>(
          "INSERT INTO journal_entries (idempotency_key, kind, memo) VALUES ('test:raw', 'funding', 'raw') RETURNING id",
        );
        await tx.query(
          'INSERT INTO journal_lines (entry_id, account_id, amount_minor) VALUES ($1, $2, 500)',
          [e!.id, wallet],
        );
      }),
    ).rejects.toThrow(/does not balance/);
    expect(
      await t.app.db.query("SELECT id FROM journal_entries WHERE idempotency_key = 'test:raw'"),
    ).toEqual([]);
  });

  it('checks an entry once per set of lines, and again for a line added after a check', async () => {
    // Migration 029: the check remembers the lines it read; one added later is read with them.
    await expect(
      t.app.db.transaction(async (tx) => {
        const [e] = await tx.query<{ id: number }>(
          "INSERT INTO journal_entries (idempotency_key, kind, memo) VALUES ('test:late', 'funding', 'late') RETURNING id",
        );
        await tx.exec('SET CONSTRAINTS journal_lines_balance IMMEDIATE');
        await tx.query(
          `INSERT INTO journal_lines (entry_id, account_id, amount_minor)
           VALUES ($1, $2, 500), ($1, $3, -500)`,
          [e!.id, wallet, house],
        );
        await tx.query(
          'INSERT INTO journal_lines (entry_id, account_id, amount_minor) VALUES ($1, $2, 100)',
          [e!.id, wallet],
        );
      }),
    ).rejects.toThrow(/does not balance: 100/);
  });

  it('holds the zero sum per currency: lines that cancel out across currencies are refused', async () => {
    const [usd] = await t.app.db.query<{ id: number }>(
      `INSERT INTO accounts (merchant_code, kind, currency) VALUES ('demo', 'test_usd', 'USD')
       RETURNING id`,
    );
    await expect(
      t.app.db.transaction(async (tx) => {
        const [e] = await tx.query<{ id: number }>(
          "INSERT INTO journal_entries (idempotency_key, kind, memo) VALUES ('test:fx', 'funding', 'fx') RETURNING id",
        );
        await tx.query(
          `INSERT INTO journal_lines (entry_id, account_id, amount_minor)
           VALUES ($1, $2, 500), ($1, $3, -500)`,
          [e!.id, wallet, usd!.id],
        );
      }),
    ).rejects.toThrow(/does not balance: (500 BDT|-500 USD) off/);
  });

  it('never rewrites history', async () => {
    await expect(
      t.app.db.query('UPDATE journal_lines SET amount_minor = amount_minor * 2'),
    ).rejects.toThrow(/append-only/);
    await expect(t.app.db.query('DELETE FROM journal_entries')).rejects.toThrow(/append-only/);
    expect(await t.app.money.balance(wallet)).toBe(125_050n);
  });

  it('posts inside a caller transaction and rolls back with it', async () => {
    const before = await t.app.money.balance(wallet);
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.money.post(
          {
            kind: 'funding' as const,
            idempotencyKey: 'test:in-tx',
            memo: 'rolled back',
            lines: [
              { accountId: house, amountMinor: -700 },
              { accountId: wallet, amountMinor: 700 },
            ],
          },
          tx,
        );
        expect(await t.app.money.balance(wallet, tx)).toBe(before + 700n);
        throw new Error('caller fails after posting');
      }),
    ).rejects.toThrow('caller fails');
    expect(await t.app.money.balance(wallet)).toBe(before);
  });
});
