import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAdjustBalance } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import {
  cashierEnv,
  houseMinor,
  journalCount,
  key,
  member,
  operator,
} from '../cashier/cashier-support.ts';

// Contract operator.ts operatorAdjustBalance: a manual credit or debit with a note, one journal
// entry `adjust:<memberId>:<key>` between the house `adjustments` account and the wallet.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

const adjust = (body: Record<string, unknown>) =>
  operator(t.app, operatorAdjustBalance, {
    note: 'Goodwill credit',
    idempotencyKey: key(),
    ...body,
  });

describe('operator balance adjustments', () => {
  it('credits and debits the wallet, answering the balance after', async () => {
    const p = await member(t.app);
    const house = await houseMinor(t.app, 'adjustments');
    const c = okValue(
      operatorAdjustBalance,
      await adjust({ username: p.username, direction: 'credit', amount: '150.25' }),
    );
    expect(c.balanceMinor).toBe(15_025);
    expect(await p.balance()).toBe(15_025);
    const d = okValue(
      operatorAdjustBalance,
      await adjust({ username: p.username, direction: 'debit', amount: 50 }),
    );
    expect(d.balanceMinor).toBe(10_025);
    expect(await p.balance()).toBe(10_025);
    expect(await houseMinor(t.app, 'adjustments')).toBe(house - 10_025);
    const [entry] = await t.app.db.query<{ idempotency_key: string; memo: string }>(
      'SELECT idempotency_key, memo FROM journal_entries WHERE id = $1',
      [c.entryId],
    );
    expect(entry!.idempotency_key).toMatch(new RegExp(`^adjust:${p.id}:`));
    expect(entry!.memo).toBe('Goodwill credit');
  });

  it('refuses a debit beyond the wallet with 409 and moves nothing', async () => {
    const p = await member(t.app);
    okValue(
      operatorAdjustBalance,
      await adjust({ username: p.username, direction: 'credit', amount: 10 }),
    );
    const entries = await journalCount(t.app);
    failure(
      await adjust({ username: p.username, direction: 'debit', amount: '10.01' }),
      409,
      'wallet.insufficient.funds',
    );
    expect(await p.balance()).toBe(1_000);
    expect(await journalCount(t.app)).toBe(entries);
    okValue(
      operatorAdjustBalance,
      await adjust({ username: p.username, direction: 'debit', amount: 10 }),
    );
    expect(await p.balance()).toBe(0);
  });

  it('answers a retry with the same key as the first call and moves money once', async () => {
    const p = await member(t.app);
    const body = { username: p.username, direction: 'credit', amount: 20, idempotencyKey: key() };
    const first = await adjust(body);
    okValue(
      operatorAdjustBalance,
      await adjust({ username: p.username, direction: 'credit', amount: 5 }),
    );
    const again = await adjust(body);
    expect(again.body).toBe(first.body);
    expect(await p.balance()).toBe(2_500);
  });

  it('refuses the same key with another amount, direction or note: 409', async () => {
    const p = await member(t.app);
    const k = key();
    okValue(
      operatorAdjustBalance,
      await adjust({ username: p.username, direction: 'credit', amount: 20, idempotencyKey: k }),
    );
    for (const change of [{ amount: 21 }, { direction: 'debit' }, { note: 'Another note' }]) {
      const res = await adjust({
        username: p.username,
        direction: 'credit',
        amount: 20,
        idempotencyKey: k,
        ...change,
      });
      failure(res, 409, 'idempotency.key.reused');
    }
    expect(await p.balance()).toBe(2_000);
  });

  it('answers an unknown username 404 not.found', async () => {
    failure(
      await adjust({ username: 'nobody_here', direction: 'credit', amount: 1 }),
      404,
      'not.found',
    );
  });

  it.each([
    ['a negative amount', { amount: '-5' }],
    ['a zero amount', { amount: 0 }],
    ['three decimals', { amount: '1.001' }],
    ['not a number', { amount: 'ten' }],
    ['another direction', { direction: 'refund' }],
    ['a one-letter note', { note: 'x' }],
    ['no key', { idempotencyKey: undefined }],
  ])('refuses %s with 400', async (_, change) => {
    const p = await member(t.app);
    const res = await adjust({ username: p.username, direction: 'credit', amount: 5, ...change });
    failure(res, 400, 'request_param_err');
    expect(await p.balance()).toBe(0);
  });
});
