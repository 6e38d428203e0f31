import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyPromotion,
  claimPromotion,
  getTransactionRecords,
  operatorApprovePromotionApplication,
} from '@app/contract';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { okValue } from '../helpers/envelope.ts';
import { fund } from '../helpers/vendor.ts';
import { cashierEnv, member, operator } from '../cashier/cashier-support.ts';
import { applicationOf, publish } from '../promotions/promotions-support.ts';
import { checkBalances } from '../../src/money/check.ts';
import { LedgerError } from '../../src/money/ledger.ts';

// Issue 18 (money core), ARCHITECTURE "Storage": balances kept on the account row by the postings
// themselves, proven against the journal; a member account never below zero; entry kinds read by
// the statement (spec 2.2 /m/transaction/record).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

const books = { merchantCode: 'demo', currency: 'BDT' };

describe(`money core (${engine})`, () => {
  it('refuses a posting that would overdraw a member wallet whole: nothing moves', async () => {
    const p = await member(t.app);
    await fund(t.app, p.id, 1_000);
    const wallet = await t.app.money.lockWallet(t.app.db, books, p.id);
    const house = await t.app.money.houseAccount(books, 'game_house', p.id);
    const key = `test:overdraw:${p.id}`;
    const error = await t.app.money
      .post({
        kind: 'bet',
        idempotencyKey: key,
        memo: 'too much',
        lines: [
          { accountId: wallet.id, amountMinor: -1_500 },
          { accountId: house, amountMinor: 1_500 },
        ],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LedgerError);
    expect((error as LedgerError).reason).toBe('insufficient_funds');
    expect(await p.balance()).toBe(1_000);
    const entries = await t.app.db.query(
      'SELECT 1 FROM journal_entries WHERE idempotency_key = $1',
      [key],
    );
    expect(entries).toEqual([]);
  });

  it('keeps every balance on its row equal to its lines, and the check finds a row that is not', async () => {
    const p = await member(t.app);
    await fund(t.app, p.id, 2_000);
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
    const wallet = await t.app.money.lockWallet(t.app.db, books, p.id);
    await t.app.db.query('UPDATE accounts SET balance_minor = balance_minor + 1 WHERE id = $1', [
      wallet.id,
    ]);
    expect((await checkBalances(t.app.db)).mismatches).toEqual([
      { accountId: wallet.id, kind: 'member_wallet', storedMinor: '2001', linesMinor: '2000' },
    ]);
    await t.app.db.query('UPDATE accounts SET balance_minor = balance_minor - 1 WHERE id = $1', [
      wallet.id,
    ]);
    expect((await checkBalances(t.app.db)).mismatches).toEqual([]);
  });

  it('shows a claimed promotion bonus in the transaction records, with its title', async () => {
    const id = await publish(t.app, { bonus: 5 });
    const p = await member(t.app);
    await p.call(applyPromotion, { promotionId: id, comment: 'Hello' });
    const appId = await applicationOf(t.app, id, p.username);
    await operator(t.app, operatorApprovePromotionApplication, { applicationId: appId });
    okValue(claimPromotion, await p.call(claimPromotion, { promotionId: id }));
    expect(await p.balance()).toBe(500);
    const list = okValue(
      getTransactionRecords,
      await p.get(`${getTransactionRecords.path}?period=today`, { language: 'EN' }),
    ).list;
    expect(list).toEqual([
      expect.objectContaining({ type: 'BONUS', status: 'done', amountMinor: 500 }),
    ]);
    expect(list[0]!.note).toBeTruthy();
  });

  it("counts a movement on the merchant's day, in its time zone (UTC+14 and UTC-11 differ)", async () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const p = await member(t.app);
      await fund(t.app, p.id, 1_000);
      const wallet = await t.app.money.lockWallet(t.app.db, books, p.id);
      const house = await t.app.money.houseAccount(books, 'game_house', p.id);
      const before = new Date();
      await t.app.money.post({
        kind: 'bet',
        idempotencyKey: `test:day:${p.id}`,
        memo: 'a bet',
        lines: [
          { accountId: wallet.id, amountMinor: -300 },
          { accountId: house, amountMinor: 300 },
        ],
        rollup: { memberId: p.id, merchantCode: 'demo', currency: 'BDT', timeZone },
      });
      const after = new Date();
      const dayOf = (d: Date) => d.toLocaleDateString('en-CA', { timeZone });
      const rows = await t.app.db.query<{ day: string; stakes_minor: number }>(
        // Money rows only: the member's sign-in counts on its own (Asia/Dhaka) day (issue 20).
        `SELECT day::text AS day, stakes_minor FROM member_day_rollups
          WHERE member_id = $1 AND stakes_minor <> 0`,
        [p.id],
      );
      expect(rows).toHaveLength(1);
      expect([dayOf(before), dayOf(after)]).toContain(rows[0]!.day);
      expect(Number(rows[0]!.stakes_minor)).toBe(300);
    }
  });
});
