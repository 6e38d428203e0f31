import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPayoutAccount,
  getPayoutAccounts,
  removePayoutAccount,
  type PayoutAccount,
} from '@app/contract';
import { call } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { trialToken } from './cashier-support.ts';
import {
  PAYMENT_PASSWORD,
  binder,
  cashierEnv,
  withdrawer,
  type MobileMember,
} from './withdraw-support.ts';

// Issue 9 "Withdraw" (payout accounts) and "Bad input"; spec 6 (trial limits); contract cashier.ts.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

const bkash = (n: string, holderName = 'Rahim Uddin') => ({
  type: 'BKASH',
  holderName,
  accountNumber: n,
  paymentPassword: PAYMENT_PASSWORD,
});
const add = async (m: MobileMember, body: Record<string, unknown>) =>
  okValue(addPayoutAccount, await m.call(addPayoutAccount, body));
const list = async (m: MobileMember) => okValue(getPayoutAccounts, await m.call(getPayoutAccounts));
const remove = (m: MobileMember, id: number | string) =>
  t.app.inject({
    method: 'DELETE',
    url: `${removePayoutAccount.path}?id=${id}`,
    headers: { authorization: m.token },
  });

describe('binding payout accounts', () => {
  it('binds one with the number masked; the first holder name becomes the payee name', async () => {
    const m = await binder(t.app);
    expect(await list(m)).toEqual({ accounts: [], payeeName: null, max: 3 });
    const a = await add(m, bkash('01711000001', '  Rahim   Uddin '));
    expect(a).toMatchObject({
      type: 'BKASH',
      holderName: 'Rahim Uddin',
      accountNumberMasked: '*******0001',
      bankName: null,
    });
    const after = await list(m);
    expect(after.payeeName).toBe('Rahim Uddin');
    expect(after.accounts).toEqual([a]);
    expect(JSON.stringify(after)).not.toContain('01711000001');
  });

  it('accepts the payee name in other case and spacing, and refuses another name (400)', async () => {
    const m = await binder(t.app);
    await add(m, bkash('01711000002'));
    const bank = await add(m, {
      type: 'BANK',
      holderName: 'RAHIM  uddin',
      accountNumber: '123456789012',
      bankName: 'Sonali Bank',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(bank).toMatchObject({ bankName: 'Sonali Bank', accountNumberMasked: '********9012' });
    failure(
      await m.call(addPayoutAccount, bkash('01811000002', 'Karim Uddin')),
      400,
      'payout.account.name.mismatch',
    );
    expect((await list(m)).accounts).toHaveLength(2);
  });

  it('refuses the same type and number twice (409) and a fourth account (409)', async () => {
    const m = await binder(t.app);
    await add(m, bkash('01711000003'));
    failure(await m.call(addPayoutAccount, bkash('01711000003')), 409, 'payout.account.exists');
    await add(m, { ...bkash('01711000003'), type: 'NAGAD' });
    await add(m, bkash('01911000003'));
    failure(await m.call(addPayoutAccount, bkash('01511000003')), 409, 'payout.account.limit');
    expect((await list(m)).accounts).toHaveLength(3);
  });

  it('takes exactly three of many concurrent binds (the limit holds under concurrency)', async () => {
    const m = await binder(t.app);
    const results = await Promise.all(
      ['01711100001', '01711100002', '01711100003', '01711100004', '01711100005'].map((n) =>
        m.call(addPayoutAccount, bkash(n)),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      failure(r, 409, 'payout.account.limit');
    }
    expect((await list(m)).accounts).toHaveLength(3);
  });

  it.each([
    ['a wallet number that is not 01XXXXXXXXX', bkash('12345678')],
    ['letters in the number', bkash('0171100000a')],
    ['a bank without its name', { ...bkash('12345678'), type: 'BANK', holderName: 'Rahim' }],
    ['digits in the holder name', bkash('01711000009', 'Rahim 2')],
    ['an unknown type', { ...bkash('01711000009'), type: 'ROCKET' }],
    ['an unknown field', { ...bkash('01711000009'), extra: 1 }],
  ])('answers %s with a 400 envelope and binds nothing', async (_, body) => {
    const m = await binder(t.app);
    failure(await m.call(addPayoutAccount, body), 400, 'request_param_err');
    expect(await list(m)).toEqual({ accounts: [], payeeName: null, max: 3 });
  });
});

describe('unbinding payout accounts', () => {
  it('removes an own account (soft: it leaves the list) and the number can be bound again', async () => {
    const m = await binder(t.app);
    const a = await add(m, bkash('01711000010'));
    const res = await remove(m, a.id);
    expect(okValue(removePayoutAccount, res)).toEqual({ removed: true });
    expect((await list(m)).accounts).toEqual([]);
    failure(await remove(m, a.id), 404, 'payout.account.unknown');
    const again: PayoutAccount = await add(m, bkash('01711000010'));
    expect(again.id).not.toBe(a.id);
  });

  it("answers someone else's account and an unknown id 404 and removes nothing", async () => {
    const owner = await binder(t.app);
    const other = await binder(t.app);
    const a = await add(owner, bkash('01711000011'));
    failure(await remove(other, a.id), 404, 'payout.account.unknown');
    failure(await remove(other, 999_999), 404, 'payout.account.unknown');
    failure(await remove(other, 'abc'), 400, 'request_param_err');
    expect((await list(owner)).accounts).toHaveLength(1);
  });

  it('refuses while a pending withdrawal names the account (409 payout.account.busy)', async () => {
    const w = await withdrawer(t.app);
    expect((await w.withdraw()).statusCode).toBe(200);
    failure(await remove(w, w.account.id), 409, 'payout.account.busy');
    expect((await list(w)).accounts).toHaveLength(1);
  });
});

describe('who may use payout accounts', () => {
  it('needs a session (401) and a real account (trial: 403 trial.restricted)', async () => {
    failure(await t.app.inject({ url: getPayoutAccounts.path }), 401, 'login.not.session');
    const trial = { authorization: await trialToken(t.app) };
    failure(
      await t.app.inject({ url: getPayoutAccounts.path, headers: trial }),
      403,
      'trial.restricted',
    );
    const post = await call(t.app, addPayoutAccount, bkash('01711000012'), { headers: trial });
    failure(post, 403, 'trial.restricted');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${removePayoutAccount.path}?id=1`,
      headers: trial,
    });
    failure(del, 403, 'trial.restricted');
  });
});
