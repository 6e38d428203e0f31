import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devExpireSms,
  devGetCaptchaAnswer,
  devGetHealth,
  devGetOutbox,
  getCaptcha,
  getHealthz,
  sendSmsNoLogin,
} from '@app/contract';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('health and development routes', () => {
  it('GET /healthz answers ok', async () => {
    expect(okValue(getHealthz, await t.app.inject({ url: '/healthz' }))).toEqual({ status: 'ok' });
  });

  it('GET /dev/health names the database engine', async () => {
    const v = okValue(devGetHealth, await t.app.inject({ url: '/dev/health' }));
    expect(v).toMatchObject({ status: 'ok', engine, nodeEnv: 'test', merchantCode: 'demo' });
  });

  it('GET /dev/outbox lists what was sent to a number or address, newest first', async () => {
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'POST',
        url: sendSmsNoLogin.path,
        payload: { mobileNum: '1711000001', countryDialingCode: '880', purpose: 'login' },
      });
    }
    const list = okValue(
      devGetOutbox,
      await t.app.inject({ url: `${devGetOutbox.path}?to=%2B8801711000001` }),
    );
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ channel: 'sms', to: '8801711000001', subject: null });
    expect(list[0]!.body).toContain(list[0]!.code!);
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.createdAt));
    expect(
      okValue(devGetOutbox, await t.app.inject({ url: `${devGetOutbox.path}?to=nobody@x.org` })),
    ).toEqual([]);
    failure(await t.app.inject({ url: devGetOutbox.path }), 400, 'request_param_err');
  });

  it('GET /dev/captcha/:captchaId answers a live captcha without using it up', async () => {
    const { captchaId } = okValue(getCaptcha, await t.app.inject({ url: getCaptcha.path }));
    const url = `/dev/captcha/${captchaId}`;
    const { answer } = okValue(devGetCaptchaAnswer, await t.app.inject({ url }));
    expect(answer).toMatch(/^\d{4}$/);
    expect(okValue(devGetCaptchaAnswer, await t.app.inject({ url })).answer).toBe(answer);
    failure(await t.app.inject({ url: '/dev/captcha/unknown' }), 404, 'not.found');
  });

  it('POST /dev/sms/expire lets the codes of a number expire', async () => {
    const payload = { mobileNum: '1711000001', countryDialingCode: '880' };
    await t.app.inject({
      method: 'POST',
      url: sendSmsNoLogin.path,
      payload: { ...payload, purpose: 'password' },
    });
    const res = await t.app.inject({ method: 'POST', url: devExpireSms.path, payload });
    expect(okValue(devExpireSms, res).expired).toBeGreaterThanOrEqual(1);
    const again = await t.app.inject({ method: 'POST', url: devExpireSms.path, payload });
    expect(okValue(devExpireSms, again).expired).toBe(0);
  });

  // Outside demo mode there are none: demo/not-demo.test.ts.
  it('has them in demo mode whatever NODE_ENV says (DEMO=1 is the one switch)', async () => {
    const prod = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const v = okValue(devGetHealth, await prod.app.inject({ url: '/dev/health' }));
      expect(v).toMatchObject({ status: 'ok', nodeEnv: 'production' });
    } finally {
      await prod.close();
    }
  });
});
