import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPayoutAccount, getPayoutAccounts } from '@app/contract';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import {
  PAYMENT_PASSWORD,
  binder,
  cashierEnv,
  mobileMember,
  withdrawer,
  type MobileMember,
} from './withdraw-support.ts';

// Issue 19 "Cashier controls": one payout number per member of the merchant (a unique index,
// under concurrency too) and the payment password to bind an account.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

let n = 0;
/** A wallet number no other test binds. */
const freshNumber = () =>
  `016${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e3).padStart(3, '0')}${String(++n).padStart(2, '0')}`;

const bkash = (accountNumber: string, paymentPassword = PAYMENT_PASSWORD) => ({
  type: 'BKASH',
  holderName: 'Rahim Uddin',
  accountNumber,
  paymentPassword,
});
const accountsOf = async (m: MobileMember) =>
  okValue(getPayoutAccounts, await m.call(getPayoutAccounts)).accounts;

describe('a payout number is bound by one member at a time', () => {
  it('refuses a number of that type that another member has bound (409 payout.account.taken)', async () => {
    const [a, b] = [await binder(t.app), await binder(t.app)];
    const number = freshNumber();
    okValue(addPayoutAccount, await a.call(addPayoutAccount, bkash(number)));
    failure(await b.call(addPayoutAccount, bkash(number)), 409, 'payout.account.taken');
    expect(await accountsOf(b)).toEqual([]);
    // The same number as another type is another wallet (a Nagad on the same phone).
    okValue(addPayoutAccount, await b.call(addPayoutAccount, { ...bkash(number), type: 'NAGAD' }));
    // The member's own number again is still "already bound", not "taken".
    failure(await a.call(addPayoutAccount, bkash(number)), 409, 'payout.account.exists');
  });

  it('frees the number when its member unbinds it', async () => {
    const [a, b] = [await binder(t.app), await binder(t.app)];
    const number = freshNumber();
    const bound = okValue(addPayoutAccount, await a.call(addPayoutAccount, bkash(number)));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/wps/member/payout-accounts?id=${bound.id}`,
      headers: { authorization: a.token },
    });
    expect(removed.statusCode).toBe(200);
    okValue(addPayoutAccount, await b.call(addPayoutAccount, bkash(number)));
  });

  it('lets exactly one of many members binding one number at once have it', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => binder(t.app)));
    const number = freshNumber();
    const answers = await Promise.all(members.map((m) => m.call(addPayoutAccount, bkash(number))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      failure(r, 409, 'payout.account.taken');
    }
    const [row] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payout_accounts
        WHERE account_number = $1 AND type = 'BKASH' AND removed_at IS NULL`,
      [number],
    );
    expect(row!.n).toBe(1);
  });

  it('holds in the database itself: a second live row with the number is refused', async () => {
    const [a, b] = [await binder(t.app), await binder(t.app)];
    const number = freshNumber();
    okValue(addPayoutAccount, await a.call(addPayoutAccount, bkash(number)));
    await expect(
      t.app.db.query(
        `INSERT INTO payout_accounts (member_id, type, holder_name, account_number, merchant_code)
         VALUES ($1, 'BKASH', 'Rahim Uddin', $2, 'demo')`,
        [b.id, number],
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe.skipIf(engine !== 'postgres')('payout numbers under concurrency (PostgreSQL)', () => {
  it('keeps one live binding per number over rounds of parallel binds by different members', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => binder(t.app)));
    for (let round = 0; round < 5; round++) {
      const number = freshNumber();
      const answers = await Promise.all(
        members.map((m) => m.call(addPayoutAccount, bkash(number))),
      );
      const codes = answers.map((r) =>
        r.statusCode === 200 ? 'ok' : (JSON.parse(r.body) as { errorCode: string }).errorCode,
      );
      expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
      expect(codes.filter((c) => c !== 'ok').every((c) => c === 'payout.account.taken')).toBe(true);
      // Each member holds at most 3: unbind the winner's so the next round can bind again.
      const winner = members[codes.indexOf('ok')]!;
      const [bound] = await accountsOf(winner);
      await t.app.inject({
        method: 'DELETE',
        url: `/wps/member/payout-accounts?id=${bound!.id}`,
        headers: { authorization: winner.token },
      });
    }
  });
});

describe('binding asks the payment password', () => {
  it('binds with the right password and refuses a wrong one, counting it like a withdrawal', async () => {
    const m = await binder(t.app);
    const wrong = failure(
      await m.call(addPayoutAccount, bkash(freshNumber(), '000000')),
      400,
      'payment.password.invalid',
    );
    expect(wrong).toMatchObject({ value: { triesLeft: 4 } });
    expect(await accountsOf(m)).toEqual([]);
    okValue(addPayoutAccount, await m.call(addPayoutAccount, bkash(freshNumber())));
    expect(await accountsOf(m)).toHaveLength(1);
  });

  it('shares the lock with withdrawals: five wrong tries anywhere lock both', async () => {
    const w = await withdrawer(t.app);
    for (let i = 0; i < 4; i++) {
      failure(await w.withdraw({ paymentPassword: '000000' }), 400, 'payment.password.invalid');
    }
    failure(
      await w.call(addPayoutAccount, bkash(freshNumber(), '000000')),
      400,
      'payment.password.invalid',
    );
    failure(await w.call(addPayoutAccount, bkash(freshNumber())), 403, 'payment.password.locked');
    expect(await accountsOf(w)).toHaveLength(1);
  });

  it('asks a member without a payment password to set one first (403 payment.password.required)', async () => {
    const m = await mobileMember(t.app);
    failure(await m.call(addPayoutAccount, bkash(freshNumber())), 403, 'payment.password.required');
    expect(await accountsOf(m)).toEqual([]);
  });

  it.each([
    [
      'no payment password',
      { type: 'BKASH', holderName: 'Rahim Uddin', accountNumber: '01711000099' },
    ],
    ['an empty payment password', bkash('01711000099', '')],
    ['a payment password over 64 characters', bkash('01711000099', '1'.repeat(65))],
    ['a payment password that is not text', { ...bkash('01711000099'), paymentPassword: 123456 }],
  ])('answers %s with 400 request_param_err and binds nothing', async (_, body) => {
    const m = await binder(t.app);
    failure(await m.call(addPayoutAccount, body), 400, 'request_param_err');
    expect(await accountsOf(m)).toEqual([]);
  });

  it('refuses a body that is not sealed (the password never travels in clear)', async () => {
    const m = await binder(t.app);
    failure(
      await t.app.inject({
        method: 'POST',
        url: addPayoutAccount.path,
        headers: { authorization: m.token },
        payload: bkash(freshNumber()),
      }),
      400,
      'request.encryption.invalid',
    );
    expect(await accountsOf(m)).toEqual([]);
  });
});
