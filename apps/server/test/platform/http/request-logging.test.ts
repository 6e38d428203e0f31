import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changePassword,
  getMemberInfo,
  login,
  OPERATOR_KEY_HEADER,
  operatorListDeposits,
  registerByUsername,
  sendSmsNoLogin,
} from '@app/contract';
import { loggableUrl } from '../../../src/platform/http/request-log.ts';
import {
  authHeaders,
  call,
  latestCode,
  publicKeyOf,
  solvedCaptcha,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { failure, okValue } from '../../helpers/envelope.ts';
import { sealBody } from '../../helpers/sealed-body.ts';

interface Line {
  msg?: string;
  level?: number;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  errorCode?: string;
}

/** A test app with its real logger (LOG_LEVEL=info) writing into an array of lines. */
async function appLogging(env: Record<string, string>) {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line) raw.push(line);
      done();
    },
  });
  const t = await buildTestApp({
    env: { LOG_LEVEL: 'info', OPERATOR_API_KEY: 'operator-key-for-log-tests', ...env },
    logStream: stream,
    beforeReady: (app) => {
      app.get('/wps/test/boom', async () => {
        throw new Error('boom');
      });
      // Code that logs what it should not: the redaction is the net under it.
      app.post('/wps/test/careless', async (request) => {
        request.log.warn({ headers: request.headers, body: request.body }, 'careless');
        return { ok: true };
      });
    },
  });
  raw.length = 0;
  const lines = () => raw.map((l) => JSON.parse(l) as Line);
  return { t, raw, lines };
}

describe('request logging (LOG_REQUESTS)', () => {
  it('logs each request in one line: method, URL, status and time', async () => {
    const { t, lines } = await appLogging({});
    try {
      await t.app.inject({ url: '/wps/system/status' });
      expect(lines()).toHaveLength(1);
      expect(lines()[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', url: '/wps/system/status' },
        res: { statusCode: 200 },
      });
      expect(lines()[0]!.responseTime).toBeGreaterThanOrEqual(0);
    } finally {
      await t.close();
    }
  });

  it('with LOG_REQUESTS=0 logs no line per request, and still logs failures', async () => {
    const { t, lines } = await appLogging({ LOG_REQUESTS: '0' });
    try {
      expect((await t.app.inject({ url: '/wps/system/status' })).statusCode).toBe(200);
      expect(lines()).toEqual([]);
      expect((await t.app.inject({ url: '/wps/test/boom' })).statusCode).toBe(500);
      expect(lines().map((l) => l.msg)).toEqual(['request failed']);
      expect(lines()[0]).toMatchObject({ level: 50, res: { statusCode: 500 } });
      expect(JSON.stringify(lines()[0])).toContain('boom');
      const wrong = { type: 'username', username: 'player01', password: 'wrong' } as const;
      failure(await call(t.app, login, wrong), 400, 'login.failed');
      expect(lines()[1]).toMatchObject({
        level: 30,
        msg: 'request rejected',
        errorCode: 'login.failed',
      });
    } finally {
      await t.close();
    }
  });
});

describe('redaction', () => {
  it('hides headers and body fields that code logs by mistake', async () => {
    const { t, raw } = await appLogging({ LOG_REQUESTS: '0' });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/wps/test/careless',
        headers: {
          authorization: 'careless-token',
          encryption: 'careless-wrapped-key',
          cookie: 'sid=careless-cookie',
          [OPERATOR_KEY_HEADER]: 'careless-operator-key',
        },
        payload: { password: 'careless-pw', nested: { newPassword: 'careless-pw2' }, data: 'x' },
      });
      const log = raw.join('\n');
      expect(log).toContain('careless');
      expect(log).toContain('[redacted]');
      for (const secret of ['token', 'wrapped-key', 'cookie', 'operator-key', 'pw', 'pw2']) {
        expect(log).not.toContain(`careless-${secret}`);
      }
    } finally {
      await t.close();
    }
  });
});

describe('loggableUrl', () => {
  it('hides the values of secret-looking query parameters and keeps the rest', () => {
    expect(loggableUrl('/demo-vendor/play?token=abc&lang=en')).toBe(
      '/demo-vendor/play?token=[redacted]&lang=en',
    );
    expect(loggableUrl('/x?to=8801&code=123456&sessionId=s&api_key=k&gameCode=g')).toBe(
      '/x?to=8801&code=[redacted]&sessionId=[redacted]&api_key=[redacted]&gameCode=g',
    );
    // Encoded names are judged decoded: `%74oken` is `token`.
    expect(loggableUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(loggableUrl('/x')).toBe('/x');
  });
});

describe('secrets in the log', () => {
  let t: TestApp;
  let raw: string[];
  let lines: () => Line[];
  /** Every secret value a client sent or received while the log was written. */
  const secrets = new Set<string>();

  beforeAll(async () => {
    ({ t, raw, lines } = await appLogging({}));
  });
  afterAll(() => t?.close());

  /** Runs one request (`send`) and asserts it wrote exactly one line, about itself. */
  async function oneLine<T>(method: string, path: string, send: () => Promise<T>): Promise<T> {
    const before = raw.length;
    const result = await send();
    const added = lines().slice(before);
    expect(added, JSON.stringify(added)).toHaveLength(1);
    expect(added[0]!.req).toMatchObject({ method });
    expect(added[0]!.req!.url!.split('?')[0]).toBe(path);
    return result;
  }

  it('logs a login, a registration, encrypted calls and failures without their secrets', async () => {
    // Login: the password, the sealed body and its Encryption header, the session token.
    const player = { type: 'username', username: 'player01', password: 'Player123' } as const;
    const key = await publicKeyOf(t.app);
    const sealed = await sealBody(key, 'POST', login.path, player);
    secrets.add(player.password).add(sealed.body.data).add(sealed.encryption);
    const session = await oneLine(login.method, login.path, async () =>
      okValue(
        login,
        await t.app.inject({
          method: 'POST',
          url: login.path,
          headers: { encryption: sealed.encryption },
          payload: sealed.body,
        }),
      ),
    );
    secrets.add(session.token);

    // An authenticated call: the token travels in Authorization.
    await oneLine(getMemberInfo.method, getMemberInfo.path, async () =>
      okValue(
        getMemberInfo,
        await t.app.inject({ url: getMemberInfo.path, headers: authHeaders(session.token) }),
      ),
    );

    // Registration: SMS code, captcha answer, password.
    const mobileNum = '1799000123';
    await oneLine(sendSmsNoLogin.method, sendSmsNoLogin.path, () =>
      t.app.inject({
        method: 'POST',
        url: sendSmsNoLogin.path,
        payload: { mobileNum, countryDialingCode: '880', purpose: 'register' },
      }),
    );
    const verificationCode = await latestCode(t.app, `880${mobileNum}`);
    const captcha = await solvedCaptcha(t.app);
    const password = 'Registered-Secret-42';
    secrets.add(verificationCode).add(captcha.captcha).add(password);
    const body = {
      registerUrl: 'm.example.com',
      registerMethod: 'H5',
      type: 0,
      domain: 'm.example.com',
      username: 'loggedone',
      password,
      confirmPassword: password,
      countryDialingCode: '880',
      mobileNum,
      verificationCode,
      ...captcha,
    } as const;
    const registered = await oneLine(registerByUsername.method, registerByUsername.path, async () =>
      okValue(registerByUsername, await call(t.app, registerByUsername, body)),
    );
    secrets.add(registered.token);

    // An encrypted call that fails in its handler (wrong old password): a refusal line.
    const newPassword = 'Another-Secret-77';
    secrets.add(newPassword);
    await oneLine(changePassword.method, changePassword.path, async () =>
      failure(
        await call(
          t.app,
          changePassword,
          { oldPassword: 'Wrong-Old-Secret-1', newPassword, confirmNewPassword: newPassword },
          { headers: authHeaders(registered.token) },
        ),
        400,
        'password.old.invalid',
      ),
    );
    secrets.add('Wrong-Old-Secret-1');

    // A failed login (captcha asked next) and a plain body refused on an encrypted endpoint.
    await oneLine(login.method, login.path, async () =>
      failure(
        await call(t.app, login, {
          type: 'username',
          username: 'player01',
          password: 'Bad-Pass-9',
        }),
        400,
        'login.failed',
      ),
    );
    secrets.add('Bad-Pass-9');
    await oneLine(login.method, login.path, async () =>
      failure(
        await t.app.inject({
          method: 'POST',
          url: login.path,
          payload: { username: 'player01', password: 'Plain-Pass-3' },
        }),
        400,
        'request.encryption.invalid',
      ),
    );
    secrets.add('Plain-Pass-3');

    // The operator key, a secret in a query string, and a 500.
    await oneLine(operatorListDeposits.method, operatorListDeposits.path, () =>
      t.app.inject({
        url: operatorListDeposits.path,
        headers: { [OPERATOR_KEY_HEADER]: 'operator-key-for-log-tests' },
      }),
    );
    secrets.add('operator-key-for-log-tests');
    await oneLine('GET', '/demo-vendor/play', () =>
      t.app.inject({ url: '/demo-vendor/play?token=launch-token-secret-1' }),
    );
    secrets.add('launch-token-secret-1');
    await oneLine('GET', '/wps/test/boom', () =>
      t.app.inject({
        url: '/wps/test/boom',
        headers: { authorization: 'token-on-a-failing-call', cookie: 'sid=cookie-secret-5' },
      }),
    );
    secrets.add('token-on-a-failing-call').add('cookie-secret-5');

    const log = raw.join('\n');
    expect(raw.length).toBeGreaterThanOrEqual(9);
    for (const secret of secrets) expect(log, `a log line holds ${secret}`).not.toContain(secret);
    // What the lines are for is still there.
    expect(log).toContain('"errorCode":"login.failed"');
    expect(log).toContain('/demo-vendor/play?token=[redacted]');
  });
});
