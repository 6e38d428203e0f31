import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkUsername,
  login,
  loginFreeplay,
  recoverPasswordByEmail,
  registerByUsername,
  sendSmsNoLogin,
  type RegisterBody,
} from '@app/contract';
import { call, createMember, solvedCaptcha } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { redisAnswers, TEST_REDIS_URL } from '../helpers/redis.ts';

const redisUp = await redisAnswers();
const prefix = `mgp-test:${randomBytes(4).toString('hex')}:`;

// Lowered limits (the defaults are in config.ts).
const limits = {
  LOGIN_LIMIT_PER_ACCOUNT: '3',
  LOGIN_LIMIT_PER_IP: '4',
  LOGIN_CAPTCHA_ACCOUNT_ATTEMPTS: '4',
  SMS_LIMIT_PER_MOBILE: '2',
  SMS_LIMIT_PER_IP: '4',
  SMS_INTERVAL_SECONDS: '1',
  REGISTER_LIMIT_PER_IP: '2',
  RECOVERY_LIMIT: '2',
  USERNAME_CHECK_LIMIT: '3',
};

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  if (redisUp) {
    const admin = new Redis(TEST_REDIS_URL);
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
  }
});

async function app(env: Record<string, string>) {
  const t = await buildTestApp({ env: { ...limits, ...env } });
  apps.push(t);
  return t.app;
}

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tooMany(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  failure(res, 429, 'TOO_MANY_REQUESTS');
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0, String(res.headers['retry-after'])).toBe(
    true,
  );
  return retryAfter;
}

const stores: [string, Record<string, string>, boolean][] = [
  ['in memory', {}, true],
  ['on Redis', { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }, redisUp],
];

describe.each(stores)('rate limits %s', (_name, env, available) => {
  // One app per store, built in the hook (its own timeout); the tests use distinct IPs and accounts.
  let a: FastifyInstance;
  beforeAll(async () => {
    if (available) a = await app(env);
  });

  it.skipIf(!available)('limits sign-ins per account from one source, and per IP', async () => {
    const m = await createMember(a, { password: 'Secret123' });
    const body = { type: 'username', username: m.username, password: 'Secret123' } as const;
    const source = nextIp();
    for (let i = 0; i < 3; i++) okValue(login, await call(a, login, body, { ip: source }));
    const retry = tooMany(await call(a, login, body, { ip: source }));
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // Another source has its own allowance for the account.
    okValue(login, await call(a, login, body, { ip: nextIp() }));

    const ip = nextIp();
    for (let i = 0; i < 4; i++) {
      const other = { type: 'username', username: `nobody${i}x`, password: 'Secret123' } as const;
      const res = await call(a, login, { ...other, ...(await solvedCaptcha(a)) }, { ip });
      failure(res, 400, 'login.failed');
    }
    // A fresh account, so only the address is over its limit.
    const other = await createMember(a, { password: 'Secret123' });
    const res = await call(
      a,
      login,
      { type: 'username', username: other.username, password: 'Secret123' },
      { ip },
    );
    tooMany(res);
    // The address's limit, not the account's.
    expect(JSON.parse(res.body).message).toMatch(/^Too many sign-in attempts; try again/);
  });

  it.skipIf(!available)(
    "lets the owner in with a solved captcha after anyone's wrong passwords (no lockout)",
    async () => {
      const m = await createMember(a, { password: 'Secret123' });
      const wrong = { type: 'username', username: m.username, password: 'Wrong1234' } as const;
      // Nine wrong passwords without a captcha, from one address and from many (issue 19).
      const attacker = nextIp();
      failure(await call(a, login, wrong, { ip: attacker }), 400, 'login.failed');
      for (let i = 0; i < 8; i++) {
        const ip = i % 3 === 0 ? attacker : nextIp();
        failure(await call(a, login, wrong, { ip }), 400, 'captcha.required');
      }
      // Wrong captcha answers count toward no account limit either.
      for (let i = 0; i < 4; i++) {
        const { captchaId, captcha } = await solvedCaptcha(a);
        const miss = String((Number(captcha) + 1) % 10_000).padStart(captcha.length, '0');
        const res = await call(a, login, { ...wrong, captchaId, captcha: miss }, { ip: nextIp() });
        failure(res, 400, 'captcha.invalid');
      }
      const owner = { type: 'username', username: m.username, password: 'Secret123' } as const;
      okValue(
        login,
        await call(a, login, { ...owner, ...(await solvedCaptcha(a)) }, { ip: nextIp() }),
      );
    },
  );

  it.skipIf(!available)(
    "keeps one source's account limit from reaching the owner elsewhere",
    async () => {
      const m = await createMember(a, { password: 'Secret123' });
      const wrong = { type: 'username', username: m.username, password: 'Wrong1234' } as const;
      const attacker = nextIp();
      for (let i = 0; i < 3; i++) {
        const res = await call(
          a,
          login,
          { ...wrong, ...(await solvedCaptcha(a)) },
          { ip: attacker },
        );
        failure(res, 400, 'login.failed');
      }
      // The attacker's source is refused, before its captcha is used up: the same one still works.
      const captcha = await solvedCaptcha(a);
      tooMany(await call(a, login, { ...wrong, ...captcha }, { ip: attacker }));
      const owner = { type: 'username', username: m.username, password: 'Secret123' } as const;
      okValue(login, await call(a, login, { ...owner, ...captcha }, { ip: nextIp() }));
    },
  );

  it.skipIf(!available)(
    'asks for a captcha, never refuses, once an account is tried from everywhere',
    async () => {
      // LOGIN_CAPTCHA_ACCOUNT_ATTEMPTS is 4 here: four sign-ins from four addresses, all right.
      const m = await createMember(a, { password: 'Secret123' });
      const body = { type: 'username', username: m.username, password: 'Secret123' } as const;
      for (let i = 0; i < 4; i++) okValue(login, await call(a, login, body, { ip: nextIp() }));
      const fifth = failure(await call(a, login, body, { ip: nextIp() }), 400, 'captcha.required');
      expect(fifth.value).toEqual({ captcha: true });
      for (let i = 0; i < 3; i++) {
        const res = await call(
          a,
          login,
          { ...body, ...(await solvedCaptcha(a)) },
          { ip: nextIp() },
        );
        okValue(login, res);
      }
    },
  );

  it.skipIf(!available)(
    'keeps SMS codes to one number apart, and limits them per number and per IP',
    async () => {
      const send = (mobileNum: string, ip: string) =>
        a.inject({
          method: 'POST',
          url: sendSmsNoLogin.path,
          payload: { mobileNum, countryDialingCode: '880', purpose: 'register' },
          remoteAddress: ip,
        });
      const number = '1900000001';
      okValue(sendSmsNoLogin, await send(number, nextIp()));
      const wait = tooMany(await send(number, nextIp()));
      expect(wait).toBe(1);
      expect(JSON.parse((await send(number, nextIp())).body).message).toMatch(/just sent/);
      await sleep(1_100);
      okValue(sendSmsNoLogin, await send(number, nextIp()));
      await sleep(1_100);
      // Two per number per hour.
      tooMany(await send(number, nextIp()));

      const ip = nextIp();
      for (let i = 0; i < 4; i++) okValue(sendSmsNoLogin, await send(`19100000${10 + i}`, ip));
      tooMany(await send('1910000099', ip));
    },
  );

  it.skipIf(!available)(
    "sends codes without a session only to the merchant's dialing codes, counting no others",
    async () => {
      const send = (countryDialingCode: string, mobileNum: string, ip: string) =>
        a.inject({
          method: 'POST',
          url: sendSmsNoLogin.path,
          payload: { mobileNum, countryDialingCode, purpose: 'register' },
          remoteAddress: ip,
        });
      const ip = nextIp();
      for (const code of ['44', '+1', '91', '0880', '8801']) {
        const res = failure(await send(code, '7700900123', ip), 400, 'sms.country.not.allowed');
        expect(res.value).toEqual({ countryDialingCode: code.replace(/^\+/, '') });
      }
      failure(await send('abc', '7700900123', ip), 400, 'request_param_err');
      // None of those used the address's four codes an hour.
      for (let i = 0; i < 4; i++)
        okValue(sendSmsNoLogin, await send('+880', `19200000${10 + i}`, ip));
      tooMany(await send('880', '1920000099', ip));
    },
  );

  it.skipIf(!available)('limits registrations and free-play accounts per IP', async () => {
    const ip = nextIp();
    // Counted before any check: invalid attempts use the allowance too.
    const body = {
      registerUrl: 'x',
      registerMethod: 'H5',
      type: 0,
      domain: 'x',
      username: 'someone1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    } satisfies RegisterBody;
    for (let i = 0; i < 2; i++) {
      failure(await call(a, registerByUsername, body, { ip }), 400, 'request_param_err');
    }
    tooMany(await call(a, registerByUsername, body, { ip }));

    const play = (remoteAddress: string) =>
      a.inject({ method: 'POST', url: loginFreeplay.path, remoteAddress });
    const other = nextIp();
    okValue(loginFreeplay, await play(other));
    okValue(loginFreeplay, await play(other));
    tooMany(await play(other));
  });

  it.skipIf(!available)(
    'limits username checks per IP, taken names and free ones alike',
    async () => {
      const ask = (username: string, remoteAddress: string) =>
        a.inject({ url: `${checkUsername.path}?username=${username}`, remoteAddress });
      const ip = nextIp();
      expect(okValue(checkUsername, await ask('player01', ip))).toEqual({ available: false });
      okValue(checkUsername, await ask('freename01', ip));
      // Bad input is refused before it is counted: it learns nothing.
      failure(
        await a.inject({ url: checkUsername.path, remoteAddress: ip }),
        400,
        'request_param_err',
      );
      okValue(checkUsername, await ask('freename02', ip));
      const retry = tooMany(await ask('player01', ip));
      expect(retry).toBeGreaterThan(59 * 60);
      okValue(checkUsername, await ask('player01', nextIp()));
    },
  );

  it.skipIf(!available)('limits e-mail recovery per account and per IP', async () => {
    const m = await createMember(a, { password: 'Secret123', email: 'limit@example.com' });
    const recover = (ip: string) =>
      a.inject({
        method: 'POST',
        url: recoverPasswordByEmail.path,
        payload: { username: m.username, email: 'limit@example.com' },
        remoteAddress: ip,
      });
    okValue(recoverPasswordByEmail, await recover(nextIp()));
    okValue(recoverPasswordByEmail, await recover(nextIp()));
    tooMany(await recover(nextIp()));
  });
});

describe.skipIf(!redisUp)('rate limits on Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const shared = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `${prefix}shared:` };
    [a, b] = [await app(shared), await app(shared)];
  });

  it('count for every server process that shares the Redis server', async () => {
    const body = { type: 'username', username: 'roamer01', password: 'Secret123' } as const;
    const ip = nextIp();
    for (const target of [a, b, a]) {
      failure(
        await call(target, login, { ...body, ...(await solvedCaptcha(target)) }, { ip }),
        400,
        'login.failed',
      );
    }
    // The fourth attempt for this account from that address, whichever process takes it, is refused.
    tooMany(await call(b, login, { ...body, ...(await solvedCaptcha(b)) }, { ip }));
    // Failed sign-ins are shared too: b asks for the captcha after failures seen by a.
    const fresh = { type: 'username', username: 'roamer02', password: 'Secret123' } as const;
    failure(await call(a, login, fresh, { ip: nextIp() }), 400, 'login.failed');
    failure(await call(b, login, fresh, { ip: nextIp() }), 400, 'captcha.required');
  });
});
