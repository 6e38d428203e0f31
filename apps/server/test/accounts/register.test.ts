import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAffiliate,
  checkUsername,
  getMemberInfo,
  registerByMobile,
  registerByUsername,
  sendSmsNoLogin,
  type RegisterBody,
} from '@app/contract';
import {
  authHeaders,
  call,
  latestCode,
  outbox,
  signInAs,
  solvedCaptcha,
} from '../helpers/accounts.ts';
import { MERCHANT_TOPIC } from '../../src/merchant/settings-cache-plugin.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

let n = 0;
/** A number no one has, as the form sends it (national part, no trunk zero). */
const newMobile = () => `17${String(20_000_000 + ++n).padStart(8, '0')}`;

async function sendRegisterCode(mobileNum: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: sendSmsNoLogin.path,
    payload: { mobileNum, countryDialingCode: '880', purpose: 'register' },
  });
  okValue(sendSmsNoLogin, res);
  return latestCode(t.app, `880${mobileNum}`);
}

/** A complete, valid registration by username: captcha solved, mobile number verified. */
async function validBody(over: Partial<RegisterBody> = {}): Promise<RegisterBody> {
  const mobileNum = over.mobileNum ?? newMobile();
  return {
    registerUrl: 'm.example.com',
    registerMethod: 'H5',
    type: 0,
    domain: 'm.example.com',
    username: `newbie${String(++n).padStart(4, '0')}`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    countryDialingCode: '880',
    mobileNum,
    ...(!('verificationCode' in over) && { verificationCode: await sendRegisterCode(mobileNum) }),
    ...(await solvedCaptcha(t.app)),
    ...over,
  };
}

const register = (body: RegisterBody) => call(t.app, registerByUsername, body);

describe('registration by username', () => {
  it('creates a player, records how it registered, and signs it in', async () => {
    const body = await validBody({ email: 'Newbie@Example.com', nickname: 'New one' });
    const session = okValue(registerByUsername, await register(body));
    expect(session).toMatchObject({
      userName: body.username,
      customerType: 0,
      firstTimeLogin: false,
    });
    const info = okValue(
      getMemberInfo,
      await t.app.inject({ url: getMemberInfo.path, headers: authHeaders(session.token) }),
    );
    expect(info).toMatchObject({
      account: body.username,
      type: 0,
      nickname: 'New one',
      mobileNum: body.mobileNum,
      email: 'Newbie@Example.com',
      hasPassword: true,
    });
    const [row] = await t.app.db.query<Record<string, unknown>>(
      `SELECT register_method, register_url, parent_id, password_hash, mobile, dialing_code
         FROM members WHERE id = $1`,
      [session.id],
    );
    expect(row).toMatchObject({
      register_method: 'H5',
      register_url: 'm.example.com',
      parent_id: null,
      mobile: `880${body.mobileNum}`,
      dialing_code: '880',
    });
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    // And the new password signs in.
    expect((await signInAs(t.app, body.username!, 'Secret123')).id).toBe(session.id);
  });

  it('joins the downline of the agent whose invitation code it carries', async () => {
    const agent = await t.app.repos.members.findByUsername('demo', 'agent01');
    const session = okValue(
      registerByUsername,
      await register(await validBody({ affiliateCode: 'agent01' })),
    );
    const member = await t.app.repos.members.findById(session.id);
    expect(member?.parentId).toBe(agent!.id);
  });

  it('refuses an unknown invitation code', async () => {
    const body = failure(
      await register(await validBody({ affiliateCode: 'NOPE1234' })),
      400,
      'affiliate.invalid',
    );
    expect(body.message).toBe('Invalid invitation code');
  });

  it('refuses a taken username in any case, and a taken mobile number', async () => {
    const taken = failure(
      await register(await validBody({ username: 'PLAYER01' })),
      409,
      'username.exists',
    );
    expect(taken.message).toBe('Sorry, the username already exists');
    failure(
      await register(await validBody({ mobileNum: '1711000001', verificationCode: '123456' })),
      409,
      'mobile.exists',
    );
  });

  it('checks every field against the merchant registration settings', async () => {
    const cases: [Partial<RegisterBody>, string][] = [
      [{ username: 'ab' }, 'body.username: invalid format'],
      [{ username: 'has space1' }, 'body.username: invalid format'],
      [{ password: 'short', confirmPassword: 'short' }, 'body.password: invalid format'],
      [
        { password: 'lettersonly', confirmPassword: 'lettersonly' },
        'body.password: invalid format',
      ],
      [{ email: 'not-an-email' }, 'body.email: invalid format'],
      // Disabled in the demo settings: refused when given.
      [{ qqNum: '123456' }, 'body.qqNum: not accepted by this site'],
      [{ recommenderId: 'abcd1234' }, 'body.recommenderId: not accepted by this site'],
      [{ mobileNum: '12345' }, 'body.mobileNum: invalid format'],
    ];
    for (const [over, message] of cases) {
      const res = await register(await validBody(over));
      expect(failure(res, 400, 'request_param_err').message, JSON.stringify(over)).toBe(message);
    }
    // Required by the demo settings: the mobile number (username method too).
    const { mobileNum: _m, verificationCode: _v, ...withoutMobile } = await validBody();
    expect(failure(await register(withoutMobile), 400, 'request_param_err').message).toBe(
      'body.mobileNum: required',
    );
    // Unknown fields never reach the handler (strict contract schema).
    failure(
      await register({ ...(await validBody()), vip: true } as RegisterBody),
      400,
      'request_param_err',
    );
  });

  it('needs the confirmation to match', async () => {
    const body = failure(
      await register(await validBody({ confirmPassword: 'Secret124' })),
      400,
      'password.confirm.mismatch',
    );
    expect(body.message).toMatch(/confirmation/i);
  });

  it('needs the captcha of the settings, solved once', async () => {
    const { captcha: _c, captchaId: _i, ...without } = await validBody();
    failure(await register(without), 400, 'captcha.required');
    const body = await validBody();
    failure(
      await register({ ...body, captcha: body.captcha === '0000' ? '1111' : '0000' }),
      400,
      'captcha.invalid',
    );
    // That captcha is used up now.
    failure(await register(body), 400, 'captcha.invalid');
  });

  it('needs the SMS code sent to the number (REGMOBVERF3), and reports an expired one', async () => {
    const mobileNum = newMobile();
    const code = await sendRegisterCode(mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    failure(
      await register(await validBody({ mobileNum, verificationCode: wrong })),
      400,
      'verification.code.invalid',
    );
    const { verificationCode: _v, ...withoutCode } = await validBody({
      mobileNum,
      verificationCode: undefined,
    });
    expect(failure(await register(withoutCode), 400, 'request_param_err').message).toBe(
      'body.verificationCode: required',
    );
    await t.app.inject({
      method: 'POST',
      url: '/dev/sms/expire',
      payload: { mobileNum, countryDialingCode: '880' },
    });
    failure(
      await register(await validBody({ mobileNum, verificationCode: code })),
      400,
      'verification.code.expired',
    );
    // A new code works, once.
    const fresh = await sendRegisterCode(mobileNum);
    okValue(
      registerByUsername,
      await register(await validBody({ mobileNum, verificationCode: fresh })),
    );
    failure(
      await register(await validBody({ mobileNum, verificationCode: fresh })),
      409,
      'mobile.exists',
    );
  });

  it('sends no registration code to a number that already has an account', async () => {
    const before = (await outbox(t.app, '8801711000001')).length;
    const res = await t.app.inject({
      method: 'POST',
      url: sendSmsNoLogin.path,
      payload: { mobileNum: '1711000001', countryDialingCode: '880', purpose: 'register' },
    });
    okValue(sendSmsNoLogin, res);
    expect(await outbox(t.app, '8801711000001')).toHaveLength(before);
  });

  it('refuses a plain (unencrypted) registration', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: registerByUsername.path,
      payload: await validBody(),
    });
    failure(res, 400, 'request.encryption.invalid');
  });
});

describe('registration by mobile number', () => {
  it('creates the account named after the number when no username is given', async () => {
    const { username: _u, ...body } = await validBody();
    const session = okValue(registerByMobile, await call(t.app, registerByMobile, body));
    expect(session.userName).toBe(body.mobileNum);
    expect(session.customerType).toBe(0);
  });

  it('is refused when the merchant switched mobile registration off', async () => {
    const m = await t.app.repos.merchants.findByCode('demo');
    const off = m!.whitelabel.map((g) => ({
      ...g,
      childrenNodes: g.childrenNodes.map((c) =>
        c.modId === 'MOBILENUMREG3' ? { ...c, enabled: '0' as const } : c,
      ),
    }));
    await t.app.db.query('UPDATE merchants SET whitelabel = $2 WHERE code = $1', [
      'demo',
      JSON.stringify(off),
    ]);
    // Whoever changes a merchant tells every process's settings cache.
    await t.app.invalidation.publish(MERCHANT_TOPIC, 'demo');
    try {
      const { username: _u, ...body } = await validBody();
      failure(await call(t.app, registerByMobile, body), 403, 'function.not.available');
    } finally {
      await t.app.db.query('UPDATE merchants SET whitelabel = $2 WHERE code = $1', [
        'demo',
        JSON.stringify(m!.whitelabel),
      ]);
      await t.app.invalidation.publish(MERCHANT_TOPIC, 'demo');
    }
  });
});

describe('username and invitation code checks', () => {
  const check = async (username: string) =>
    okValue(
      checkUsername,
      await t.app.inject({ url: `${checkUsername.path}?username=${encodeURIComponent(username)}` }),
    );

  it('says whether a username is free, in any case', async () => {
    expect(await check('player01')).toEqual({ available: false });
    expect(await check('Player01')).toEqual({ available: false });
    expect(await check('freename77')).toEqual({ available: true });
    expect(await check('trial_abc123')).toEqual({ available: false });
    failure(await t.app.inject({ url: checkUsername.path }), 400, 'request_param_err');
  });

  it('answers only where registration by username is open (issue 19)', async () => {
    const m = await t.app.repos.merchants.findByCode('demo');
    const off = m!.whitelabel.map((g) => ({
      ...g,
      childrenNodes: g.childrenNodes.map((c) =>
        c.modId === 'USERNAMEREG3' ? { ...c, enabled: '0' as const } : c,
      ),
    }));
    const setWhitelabel = async (w: unknown) => {
      await t.app.db.query('UPDATE merchants SET whitelabel = $2 WHERE code = $1', [
        'demo',
        JSON.stringify(w),
      ]);
      await t.app.invalidation.publish(MERCHANT_TOPIC, 'demo');
    };
    await setWhitelabel(off);
    try {
      const res = await t.app.inject({ url: `${checkUsername.path}?username=player01` });
      failure(res, 403, 'function.not.available');
    } finally {
      await setWhitelabel(m!.whitelabel);
    }
    expect(await check('player01')).toEqual({ available: false });
  });

  it('accepts the agent code AGENT01 in any case and refuses others', async () => {
    const get = async (code: string) =>
      okValue(
        checkAffiliate,
        await t.app.inject({ url: `${checkAffiliate.path}?code=${code}&domain=m.example.com` }),
      );
    expect(await get('agent01')).toEqual({ success: true, code: 'AGENT01' });
    expect(await get('NOPE1234')).toEqual({ success: false, code: 'NOPE1234' });
    failure(
      await t.app.inject({ url: `${checkAffiliate.path}?domain=x` }),
      400,
      'request_param_err',
    );
  });
});
