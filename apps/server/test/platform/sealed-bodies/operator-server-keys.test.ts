import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  operatorListServerKeys,
  operatorRotateServerKey,
  OPERATOR_KEY_HEADER,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { failure, okValue } from '../../helpers/envelope.ts';
import { loginSealedWith, publishedKey } from '../../helpers/server-keys.ts';
import { within } from '../../helpers/within.ts';
import { cashierEnv, operator } from '../../cashier/cashier-support.ts';
import type { FastifyInstance } from 'fastify';

// Contract operator-keys.ts: the body encryption key rotates on the operator's command and on a
// schedule; a replaced key opens bodies for its grace period and is refused after it.

const rotate = (app: FastifyInstance, body: unknown = {}) =>
  operator(app, operatorRotateServerKey, body);

describe('rotation by the operator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: cashierEnv });
  });
  afterAll(() => t?.close());

  it('serves the new key at once; the old one opens bodies during its grace period', async () => {
    const before = await publishedKey(t.app);
    const started = Date.now();
    const { list } = okValue(operatorRotateServerKey, await rotate(t.app));
    const after = await publishedKey(t.app);
    expect(after.keyId).not.toBe(before.keyId);
    expect(after.publicKey).not.toBe(before.publicKey);
    expect(list[0]).toMatchObject({ keyId: after.keyId, state: 'active', validUntil: null });
    const old = list.find((k) => k.keyId === before.keyId);
    expect(old).toMatchObject({ state: 'grace', encryptedAtRest: false });
    // The default grace: SERVER_KEY_GRACE_MINUTES=10.
    const until = Date.parse(old!.validUntil!);
    expect(until - started).toBeGreaterThan(9 * 60_000);
    expect(until - started).toBeLessThan(11 * 60_000);

    okValue(login, await loginSealedWith(t.app, after.publicKey));
    okValue(login, await loginSealedWith(t.app, before.publicKey));
    expect(okValue(operatorListServerKeys, await operator(t.app, operatorListServerKeys))).toEqual({
      list,
    });
  });

  it('refuses the old key once its grace period is over, as the client expects', async () => {
    const before = await publishedKey(t.app);
    okValue(operatorRotateServerKey, await rotate(t.app, { graceMinutes: 0.05 }));
    okValue(login, await loginSealedWith(t.app, before.publicKey));
    // 3 s of grace, then the client's usual answer: fetch the current key and send again.
    await new Promise((r) => setTimeout(r, 3_200));
    const refused = failure(
      await loginSealedWith(t.app, before.publicKey),
      400,
      'request.encryption.invalid',
    );
    expect(refused.message).toMatch(/current key from GET \/wps\/session\/key\/rsa/);
    const { list } = okValue(operatorListServerKeys, await operator(t.app, operatorListServerKeys));
    expect(list.find((k) => k.keyId === before.keyId)?.state).toBe('expired');
    okValue(login, await loginSealedWith(t.app, (await publishedKey(t.app)).publicKey));
  });

  it('with graceMinutes 0 refuses the old key at once (a leaked key); expired keys are deleted', async () => {
    const before = await publishedKey(t.app);
    okValue(operatorRotateServerKey, await rotate(t.app, { graceMinutes: 0 }));
    failure(await loginSealedWith(t.app, before.publicKey), 400, 'request.encryption.invalid');
    const { list } = okValue(operatorRotateServerKey, await rotate(t.app));
    // The keys expired before this rotation are gone; the one it replaced is in its grace period.
    expect(list.map((k) => k.state)).not.toContain('expired');
    expect(list.map((k) => k.keyId)).not.toContain(before.keyId);
    expect(list[1]?.state).toBe('grace');
  });

  it('refuses bad input with the error envelope', async () => {
    const count = async () =>
      okValue(operatorListServerKeys, await operator(t.app, operatorListServerKeys)).list.length;
    const keysBefore = await count();
    const keyId = (await publishedKey(t.app)).keyId;
    for (const body of [
      { graceMinutes: -1 },
      { graceMinutes: 10_081 },
      { graceMinutes: '5' },
      { graceMinutes: null },
      { purpose: 'other' },
      [],
    ]) {
      failure(await rotate(t.app, body), 400, 'request_param_err');
    }
    const headers = { [OPERATOR_KEY_HEADER]: cashierEnv.OPERATOR_API_KEY };
    const raw = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: operatorRotateServerKey.path,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
    failure(await raw('{"graceMinutes":'), 400, 'request.body.invalid');
    failure(await raw(''), 400, 'request.body.invalid');
    // Nothing rotated.
    expect((await publishedKey(t.app)).keyId).toBe(keyId);
    expect(await count()).toBe(keysBefore);
  });
});

describe('rotation on a schedule (SERVER_KEY_ROTATE_HOURS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 0.0005 h = 1.8 s (checked every 450 ms); 1 minute of grace.
    t = await buildTestApp({
      env: { ...cashierEnv, SERVER_KEY_ROTATE_HOURS: '0.0005', SERVER_KEY_GRACE_MINUTES: '1' },
    });
  });
  afterAll(() => t?.close());

  it('replaces the key when it is due, and the replaced key keeps opening bodies', async () => {
    const first = await publishedKey(t.app);
    let next = first;
    const waited = await within(
      8_000,
      async () => (next = await publishedKey(t.app)).keyId !== first.keyId,
      100,
    );
    expect(waited).toBeLessThan(8_000);
    okValue(login, await loginSealedWith(t.app, first.publicKey));
    okValue(login, await loginSealedWith(t.app, next.publicKey));
    const { list } = okValue(operatorListServerKeys, await operator(t.app, operatorListServerKeys));
    const replaced = list.find((k) => k.keyId === first.keyId)!;
    // Rotated once for that period, not once per check.
    const created = Date.parse(list.find((k) => k.keyId === next.keyId)!.createdAt);
    expect(created - Date.parse(replaced.retiredAt!)).toBeLessThan(1_000);
    expect(list.filter((k) => Date.parse(k.createdAt) >= created)).toHaveLength(1);
  });
});

describe('without a schedule (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('keeps its key', async () => {
    const first = await publishedKey(t.app);
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await publishedKey(t.app)).keyId).toBe(first.keyId);
  });
});
