import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changePassword,
  getMemberInfo,
  login,
  recoverPasswordByEmail,
  sendSms,
  sendSmsNoLogin,
  setPasswordByPhone,
} from '@app/contract';
import {
  authHeaders,
  call,
  createMember,
  latestCode,
  outbox,
  signInAs,
} from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

let n = 0;
const nextMobile = () => `18${String(30_000_000 + ++n).padStart(8, '0')}`;

const alive = async (token: string) =>
  (await t.app.inject({ url: getMemberInfo.path, headers: authHeaders(token) })).statusCode === 200;

const change = (token: string, body: Record<string, string>) =>
  call(t.app, changePassword, body, { headers: authHeaders(token) });

describe('change password', () => {
  it('needs the old password, a different new one that follows the rule, and its confirmation', async () => {
    const m = await createMember(t.app, { password: 'OldPass1' });
    const { token } = await signInAs(t.app, m.username, 'OldPass1');
    const ok = { oldPassword: 'OldPass1', newPassword: 'NewPass2', confirmNewPassword: 'NewPass2' };
    failure(await change(token, { ...ok, oldPassword: 'Wrong111' }), 400, 'password.old.invalid');
    failure(
      await change(token, { newPassword: 'NewPass2', confirmNewPassword: 'NewPass2' }),
      400,
      'password.old.invalid',
    );
    const same = failure(
      await change(token, { ...ok, newPassword: 'OldPass1', confirmNewPassword: 'OldPass1' }),
      400,
      'modify.new.old.same',
    );
    expect(same.message).toBe('The new password and the old password cannot be the same');
    failure(
      await change(token, { ...ok, confirmNewPassword: 'NewPass3' }),
      400,
      'password.confirm.mismatch',
    );
    expect(
      failure(
        await change(token, { ...ok, newPassword: 'abc', confirmNewPassword: 'abc' }),
        400,
        'request_param_err',
      ).message,
    ).toBe('body.newPassword: invalid format');
    failure(
      await t.app.inject({ method: 'POST', url: changePassword.path, payload: ok }),
      401,
      'login.not.session',
    );
  });

  it('changes it, keeps this session and ends the others', async () => {
    const m = await createMember(t.app, { password: 'OldPass1' });
    const here = await signInAs(t.app, m.username, 'OldPass1');
    const elsewhere = await signInAs(t.app, m.username, 'OldPass1');
    const res = await change(here.token, {
      oldPassword: 'OldPass1',
      newPassword: 'NewPass2',
      confirmNewPassword: 'NewPass2',
    });
    expect(okValue(changePassword, res)).toBeNull();
    expect(await alive(here.token)).toBe(true);
    expect(await alive(elsewhere.token)).toBe(false);
    failure(
      await call(t.app, login, { type: 'username', username: m.username, password: 'OldPass1' }),
      400,
      'login.failed',
    );
  });

  it('sets a first password without an old one for a member who has none', async () => {
    const mobile = nextMobile();
    const m = await createMember(t.app, { mobile });
    await t.app.inject({
      method: 'POST',
      url: sendSmsNoLogin.path,
      payload: { mobileNum: mobile, countryDialingCode: '880', purpose: 'login' },
    });
    const session = okValue(
      login,
      await call(t.app, login, {
        type: 'sms',
        mobileNum: mobile,
        countryDialingCode: '880',
        verificationCode: await latestCode(t.app, `880${mobile}`),
      }),
    );
    // Created without a password: the client should ask for one.
    expect(session.firstTimeLogin).toBe(true);
    const [row] = await t.app.db.query<{ temp: string | null }>(
      'SELECT temp_password_hash AS temp FROM members WHERE id = $1',
      [m.id],
    );
    expect(row!.temp).toBeNull();
    const res = await change(session.token, {
      newPassword: 'First123',
      confirmNewPassword: 'First123',
    });
    expect(okValue(changePassword, res)).toBeNull();
    expect((await signInAs(t.app, m.username, 'First123')).firstTimeLogin).toBe(false);
  });
});

describe('set password by phone', () => {
  async function codeFor(mobile: string) {
    await t.app.inject({
      method: 'POST',
      url: sendSmsNoLogin.path,
      payload: { mobileNum: mobile, countryDialingCode: '880', purpose: 'password' },
    });
    return latestCode(t.app, `880${mobile}`);
  }

  it('sets the password with the code sent to the number, answers the name, and ends all sessions', async () => {
    const mobile = nextMobile();
    const m = await createMember(t.app, { password: 'OldPass1', mobile });
    const before = await signInAs(t.app, m.username, 'OldPass1');
    const code = await codeFor(mobile);
    const body = { mobileNum: mobile, countryDialingCode: '880', verificationCode: code };
    const same = failure(
      await call(t.app, setPasswordByPhone, { ...body, newPassword: 'OldPass1' }),
      400,
      'modify.new.old.same',
    );
    expect(same.message).toMatch(/cannot be the same/);
    // The code survives that refusal.
    const v = okValue(
      setPasswordByPhone,
      await call(t.app, setPasswordByPhone, { ...body, newPassword: 'ByPhone2' }),
    );
    expect(v).toEqual({ userName: m.username });
    expect(await alive(before.token)).toBe(false);
    expect((await signInAs(t.app, m.username, 'ByPhone2')).id).toBe(m.id);
    // Single use.
    failure(
      await call(t.app, setPasswordByPhone, { ...body, newPassword: 'ByPhone3' }),
      400,
      'verification.code.invalid',
    );
  });

  it('burns a code after 5 wrong tries', async () => {
    const mobile = nextMobile();
    await createMember(t.app, { password: 'OldPass1', mobile });
    const code = await codeFor(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { mobileNum: mobile, countryDialingCode: '880', newPassword: 'ByPhone2' };
    for (let i = 0; i < 5; i++) {
      failure(
        await call(t.app, setPasswordByPhone, { ...body, verificationCode: wrong }),
        400,
        'verification.code.invalid',
      );
    }
    failure(
      await call(t.app, setPasswordByPhone, { ...body, verificationCode: code }),
      400,
      'verification.code.invalid',
    );
  });

  it('refuses an expired code, and one for a number no member has', async () => {
    const mobile = nextMobile();
    await createMember(t.app, { password: 'OldPass1', mobile });
    const code = await codeFor(mobile);
    await t.app.inject({
      method: 'POST',
      url: '/dev/sms/expire',
      payload: { mobileNum: mobile, countryDialingCode: '880' },
    });
    failure(
      await call(t.app, setPasswordByPhone, {
        mobileNum: mobile,
        countryDialingCode: '880',
        verificationCode: code,
        newPassword: 'ByPhone2',
      }),
      400,
      'verification.code.expired',
    );
    const stranger = nextMobile();
    await codeFor(stranger).catch(() => null);
    expect(await outbox(t.app, `880${stranger}`)).toEqual([]);
    failure(
      await call(t.app, setPasswordByPhone, {
        mobileNum: stranger,
        countryDialingCode: '880',
        verificationCode: '123456',
        newPassword: 'ByPhone2',
      }),
      400,
      'verification.code.invalid',
    );
  });
});

describe('recovery by e-mail', () => {
  it('mails a temporary password that works once, while the old one keeps working', async () => {
    const m = await createMember(t.app, { password: 'OldPass1', email: `R${++n}@Example.com` });
    const res = await t.app.inject({
      method: 'POST',
      url: recoverPasswordByEmail.path,
      payload: { username: m.username.toUpperCase(), email: ` ${m.email!.toLowerCase()} ` },
    });
    expect(okValue(recoverPasswordByEmail, res)).toBeNull();
    const [mail] = await outbox(t.app, m.email!);
    expect(mail).toMatchObject({ channel: 'email', to: m.email!.toLowerCase() });
    const temp = mail!.code!;
    expect(mail!.body).toContain(temp);
    expect(temp).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10}$/);

    // The old password still works...
    expect((await signInAs(t.app, m.username, 'OldPass1')).firstTimeLogin).toBe(false);
    // ...and the temporary one signs in once, asking for a new password.
    const session = await signInAs(t.app, m.username, temp);
    expect(session.firstTimeLogin).toBe(true);
    // In that session the temporary password counts as the old one.
    const changed = await change(session.token, {
      oldPassword: temp,
      newPassword: 'Chosen12',
      confirmNewPassword: 'Chosen12',
    });
    expect(okValue(changePassword, changed)).toBeNull();
    expect((await signInAs(t.app, m.username, 'Chosen12')).firstTimeLogin).toBe(false);
    // Used up.
    failure(
      await call(t.app, login, { type: 'username', username: m.username, password: temp }),
      400,
      'login.failed',
    );
  });

  it('lets the temporary password expire after 30 minutes', async () => {
    const m = await createMember(t.app, { password: 'OldPass1', email: `x${++n}@example.com` });
    await t.app.inject({
      method: 'POST',
      url: recoverPasswordByEmail.path,
      payload: { username: m.username, email: m.email },
    });
    const [row] = await t.app.db.query<{ minutes: number }>(
      `SELECT round(EXTRACT(EPOCH FROM temp_password_expires_at - now()) / 60)::int AS minutes
         FROM members WHERE id = $1`,
      [m.id],
    );
    expect(row!.minutes).toBe(30);
    await t.app.db.query(
      "UPDATE members SET temp_password_expires_at = now() - interval '1 second' WHERE id = $1",
      [m.id],
    );
    const temp = await latestCode(t.app, m.email!);
    failure(
      await call(t.app, login, { type: 'username', username: m.username, password: temp }),
      400,
      'login.failed',
    );
  });

  it('refuses a username and e-mail that do not match, sending nothing', async () => {
    const m = await createMember(t.app, { password: 'OldPass1', email: `y${++n}@example.com` });
    for (const payload of [
      { username: m.username, email: 'other@example.com' },
      { username: 'nobody99', email: m.email },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: recoverPasswordByEmail.path, payload });
      failure(res, 400, 'member.email.mismatch');
    }
    expect(await outbox(t.app, m.email!)).toEqual([]);
  });
});

describe('logged-in SMS code', () => {
  it("sends a code to the member's own number", async () => {
    const mobile = nextMobile();
    const m = await createMember(t.app, { password: 'OldPass1', mobile });
    const { token } = await signInAs(t.app, m.username, 'OldPass1');
    const res = await t.app.inject({
      method: 'POST',
      url: sendSms.path,
      headers: authHeaders(token),
      payload: {},
    });
    const v = okValue(sendSms, res);
    expect(v.expiredMinutes).toBe(5);
    expect(Math.abs(v.expirationTime - (Date.now() + 5 * 60_000))).toBeLessThan(5_000);
    expect(await latestCode(t.app, `880${mobile}`)).toMatch(/^\d{6}$/);
  });

  it('refuses a member without a number', async () => {
    const m = await createMember(t.app, { password: 'OldPass1' });
    const { token } = await signInAs(t.app, m.username, 'OldPass1');
    const res = await t.app.inject({
      method: 'POST',
      url: sendSms.path,
      headers: authHeaders(token),
      payload: {},
    });
    failure(res, 400, 'request_param_err');
  });
});
