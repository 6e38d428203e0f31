import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWithdrawal, setPaymentPassword } from '@app/contract';
import { call } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { trialToken } from './cashier-support.ts';
import {
  PAYMENT_PASSWORD,
  cashierEnv,
  mobileMember,
  setPassword,
  withdrawer,
} from './withdraw-support.ts';

// Issue 9 "Withdraw": the payment password (argon2id, SMS code from the logged-in SMS call with
// moduleId VERIFICATION3, 5 wrong ones lock it); contract cashier.ts setPaymentPassword.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: cashierEnv });
});
afterAll(() => t?.close());

const body = (verificationCode: string, a = PAYMENT_PASSWORD, b = a) => ({
  verificationCode,
  newPaymentPassword: a,
  confirmPaymentPassword: b,
});

describe('setting the payment password', () => {
  it('sets it with the SMS code; the info then says so, stored as an argon2id hash', async () => {
    const m = await mobileMember(t.app);
    expect((await m.info()).hasPaymentPassword).toBe(false);
    expect(okValue(setPaymentPassword, await setPassword(m))).toEqual({ set: true });
    expect(await m.info()).toMatchObject({
      hasPaymentPassword: true,
      paymentPasswordLocked: false,
    });
    const [row] = await t.app.db.query<{ h: string }>(
      'SELECT payment_password_hash AS h FROM members WHERE id = $1',
      [m.id],
    );
    expect(row!.h).toMatch(/^\$argon2id\$/);
    expect(row!.h).not.toContain(PAYMENT_PASSWORD);
  });

  it('uses the code once: the same code again is 400 verification.code.invalid', async () => {
    const m = await mobileMember(t.app);
    const code = await m.smsCode();
    okValue(setPaymentPassword, await m.call(setPaymentPassword, body(code)));
    failure(
      await m.call(setPaymentPassword, body(code, '111111')),
      400,
      'verification.code.invalid',
    );
  });

  it('refuses a wrong code (400) and keeps the member without a password', async () => {
    const m = await mobileMember(t.app);
    const code = await m.smsCode();
    const wrong = code === '000000' ? '000001' : '000000';
    failure(await m.call(setPaymentPassword, body(wrong)), 400, 'verification.code.invalid');
    expect((await m.info()).hasPaymentPassword).toBe(false);
  });

  it('refuses two different passwords (400 confirm.mismatch) without burning the code', async () => {
    const m = await mobileMember(t.app);
    const code = await m.smsCode();
    failure(
      await m.call(setPaymentPassword, body(code, '123456', '654321')),
      400,
      'payment.password.confirm.mismatch',
    );
    expect((await m.info()).hasPaymentPassword).toBe(false);
    okValue(setPaymentPassword, await m.call(setPaymentPassword, body(code)));
  });

  it('answers a member without a mobile number 400 mobile.required', async () => {
    const m = await mobileMember(t.app, { mobile: false });
    failure(await m.call(setPaymentPassword, body('123456')), 400, 'mobile.required');
  });

  it.each([
    ['five digits', body('123456', '12345')],
    ['letters', body('123456', 'abcdef')],
    ['no code', { newPaymentPassword: '123456', confirmPaymentPassword: '123456' }],
  ])('answers %s with a 400 envelope', async (_, payload) => {
    const m = await mobileMember(t.app);
    failure(await m.call(setPaymentPassword, payload), 400, 'request_param_err');
    expect((await m.info()).hasPaymentPassword).toBe(false);
  });

  it('refuses a plain (unencrypted) body', async () => {
    const m = await mobileMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: setPaymentPassword.path,
      headers: { authorization: m.token },
      payload: body(await m.smsCode()),
    });
    expect(res.statusCode).toBe(400);
    expect((await m.info()).hasPaymentPassword).toBe(false);
  });

  it('needs a session (401) and a real account (trial: 403)', async () => {
    failure(
      await t.app.inject({ method: 'POST', url: setPaymentPassword.path, payload: {} }),
      401,
      'login.not.session',
    );
    const trial = await trialToken(t.app);
    const res = await call(t.app, setPaymentPassword, body('123456'), {
      headers: { authorization: trial },
    });
    failure(res, 403, 'trial.restricted');
  });
});

describe('the payment password lock', () => {
  it('counts wrong passwords, locks at the 5th, and setting it again unlocks', async () => {
    const w = await withdrawer(t.app);
    const before = await w.money();
    for (let i = 1; i <= 5; i++) {
      const res = failure(
        await w.withdraw({ paymentPassword: '000000' }),
        400,
        'payment.password.invalid',
      );
      expect(res.message).toMatch(i < 5 ? `${5 - i}` : /locked/);
      expect(res.value).toEqual({ triesLeft: 5 - i });
      expect((await w.info()).paymentPasswordLocked).toBe(i >= 5);
    }
    // Locked: even the right one is refused, and nothing moved.
    failure(await w.withdraw(), 403, 'payment.password.locked');
    expect(await w.money()).toEqual(before);
    okValue(setPaymentPassword, await setPassword(w, '222444'));
    expect((await w.info()).paymentPasswordLocked).toBe(false);
    failure(await w.withdraw(), 400, 'payment.password.invalid');
    expect((await w.withdraw({ paymentPassword: '222444' })).statusCode).toBe(200);
  });

  it('lets a burst of guesses sent at once reach the check only 5 times, the right one too', async () => {
    const w = await withdrawer(t.app);
    const before = await w.money();
    // 20 wrong guesses and the right password, all at once: the lock must not be outrun.
    const guesses = Array.from({ length: 20 }, (_, i) => String(100000 + i));
    const answers = await Promise.all(
      [...guesses, PAYMENT_PASSWORD].map((paymentPassword) => w.withdraw({ paymentPassword })),
    );
    const codes = answers.map((r) => (r.json() as { errorCode?: string }).errorCode ?? 'ok');
    const checked = codes.filter((c) => c === 'payment.password.invalid' || c === 'ok').length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'payment.password.locked').length).toBeGreaterThanOrEqual(16);
    if (!codes.includes('ok')) expect(await w.money()).toEqual(before);
  });

  it('clears the count on a right password, so 4 wrong, 1 right, 4 wrong do not lock', async () => {
    const w = await withdrawer(t.app);
    const wrong = async () =>
      failure(await w.withdraw({ paymentPassword: '999999' }), 400, 'payment.password.invalid');
    for (let i = 0; i < 4; i++) await wrong();
    expect((await w.withdraw()).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await wrong();
    expect((await w.info()).paymentPasswordLocked).toBe(false);
  });

  it('counts a wrong password even when the rest of the request would be refused', async () => {
    const w = await withdrawer(t.app, '0');
    failure(
      await w.withdraw({ paymentPassword: '999999', amount: '1000000' }),
      400,
      'payment.password.invalid',
    );
    const [row] = await t.app.db.query<{ f: number }>(
      'SELECT payment_password_failures AS f FROM members WHERE id = $1',
      [w.id],
    );
    expect(row!.f).toBe(1);
  });

  it('answers a member who never set one 403 payment.password.required', async () => {
    const m = await mobileMember(t.app);
    failure(
      await m.call(createWithdrawal, {
        accountId: 1,
        amount: '1000',
        paymentPassword: '123456',
        idempotencyKey: 'abcdefgh1',
      }),
      403,
      'payment.password.required',
    );
  });
});
