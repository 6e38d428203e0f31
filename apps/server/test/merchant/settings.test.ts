import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enabledFlags,
  getConsolidatedSettings,
  getRegisterSettings,
  whitelabelKeys,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { okValue } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** Spec 5: every field the registration and login forms can show. */
const fields = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'verificationCode',
  'captcha',
  'loginUsername',
  'loginPassword',
  'loginMobileNum',
];

describe('GET /wps/system/settings/consolidated', () => {
  it('carries every white-label key, with the demo choices', async () => {
    const v = okValue(
      getConsolidatedSettings,
      await t.app.inject({ url: '/wps/system/settings/consolidated' }),
    );
    const present = new Set<string>();
    const walk = (nodes: typeof v.whitelabel) =>
      nodes.forEach((n) => {
        present.add(n.modId);
        walk(n.childrenNodes);
      });
    walk(v.whitelabel);
    for (const key of whitelabelKeys) expect(present, key).toContain(key);

    const on = enabledFlags(v.whitelabel);
    for (const key of [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'CBS3',
      'AGEPAG',
      'DOWNMAN',
      'MAILCEN',
    ]) {
      expect(on, key).toContain(key);
    }
    expect(on).not.toContain('FACEBOOKLOGIN3');
    expect(on).not.toContain('GOOGLELOGIN3');
    expect(v.currency).toEqual({ code: 'BDT', symbol: '৳' });
    expect(v.defaultLanguage).toBe('BN');
    expect(v.languages).toEqual(expect.arrayContaining(['BN', 'EN']));
    expect(v.mobileTemplate).toMatchObject({ mem_cen: '1', dep_func: '1' });
  });
});

describe('GET /wps/system/setting/register', () => {
  it('has a rule for every registration and login field', async () => {
    const v = okValue(
      getRegisterSettings,
      await t.app.inject({ url: '/wps/system/setting/register' }),
    );
    expect(Object.keys(v).sort()).toEqual([...fields].sort());
  });

  it('gives patterns that accept the demo accounts and reject bad input', async () => {
    const v = okValue(
      getRegisterSettings,
      await t.app.inject({ url: '/wps/system/setting/register' }),
    );
    const re = (field: string) => new RegExp(v[field]!.acceptedPattern);
    expect(re('username').test('player01')).toBe(true);
    expect(re('username').test('ab')).toBe(false);
    expect(re('username').test('bad name!')).toBe(false);
    expect(re('password').test('Player123')).toBe(true);
    expect(re('password').test('short')).toBe(false);
    expect(re('mobileNum').test('01710000001')).toBe(true);
    expect(re('mobileNum').test('01710abc')).toBe(false);
    expect(re('email').test('player01@example.com')).toBe(true);
    for (const rule of Object.values(v)) expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
  });
});
