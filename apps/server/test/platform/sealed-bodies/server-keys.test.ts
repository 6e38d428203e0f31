import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, operatorListServerKeys, operatorRotateServerKey } from '@app/contract';
import { failure, okValue } from '../../helpers/envelope.ts';
import { loginSealedWith, publishedKey } from '../../helpers/server-keys.ts';
import { oneDatabase } from '../../helpers/one-database.ts';
import { engine, type TestApp } from '../../helpers/build-test-app.ts';
import { useTwoApps } from '../../helpers/two-apps.ts';
import { within } from '../../helpers/within.ts';
import { cashierEnv, operator } from '../../cashier/cashier-support.ts';

// Server keys across processes and at rest (plugins/body-encryption.ts, services/key-at-rest.ts).

const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('hex');

const storedRows = (app: FastifyInstance) =>
  app.db.query<{ key_id: string; private_key: string }>(
    "SELECT key_id, private_key FROM server_keys WHERE purpose = 'body-encryption'",
  );

/** Whether `stored` holds any 32-character stretch of the key's PEM body (its plain form). */
function holdsPlainKey(stored: string, pem: string): boolean {
  const body = pem.replace(/-----[^-]+-----|\s+/g, '');
  for (let i = 0; i + 32 <= body.length; i += 16) {
    if (stored.includes(body.slice(i, i + 32))) return true;
  }
  return stored.includes('PRIVATE KEY');
}

describe('private keys encrypted at rest (SERVER_KEY_ENCRYPTION_KEY)', () => {
  const db = oneDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await db.start({ ...cashierEnv, SERVER_KEY_ENCRYPTION_KEY: KEY_A });
  });
  afterAll(() => db.close());

  it('stores no private key in plain form, and opens bodies all the same', async () => {
    const pem = t.app.bodyKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const before = await publishedKey(t.app);
    okValue(operatorRotateServerKey, await operator(t.app, operatorRotateServerKey, {}));
    const rows = await storedRows(t.app);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.private_key).toMatch(/^aes-256-gcm:/);
      expect(holdsPlainKey(row.private_key, pem)).toBe(false);
    }
    const { list } = okValue(operatorListServerKeys, await operator(t.app, operatorListServerKeys));
    expect(list.map((k) => k.encryptedAtRest)).toEqual([true, true]);
    okValue(login, await loginSealedWith(t.app, (await publishedKey(t.app)).publicKey));
    // The replaced key, decrypted again from its row, still opens bodies in its grace period.
    const restarted = await db.start({ SERVER_KEY_ENCRYPTION_KEY: KEY_A });
    okValue(login, await loginSealedWith(restarted.app, before.publicKey));
  });

  it('stops the start with a clear error under another key, or none', async () => {
    await expect(db.start({ SERVER_KEY_ENCRYPTION_KEY: KEY_B })).rejects.toThrow(
      /SERVER_KEY_ENCRYPTION_KEY does not open the stored private key of server key rsa-/,
    );
    await expect(db.start({})).rejects.toThrow(/stored encrypted: set SERVER_KEY_ENCRYPTION_KEY/);
  });
});

describe('plain keys stored before SERVER_KEY_ENCRYPTION_KEY was set', () => {
  const db = oneDatabase();
  afterAll(() => db.close());

  it('keep working, and are encrypted at the next rotation', async () => {
    const before = await db.start({});
    const plainKey = await publishedKey(before.app);
    const pem = before.app.bodyKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect((await storedRows(before.app))[0]?.private_key).toBe(pem);

    const t = await db.start({ ...cashierEnv, SERVER_KEY_ENCRYPTION_KEY: KEY_A });
    expect((await publishedKey(t.app)).keyId).toBe(plainKey.keyId);
    okValue(login, await loginSealedWith(t.app, plainKey.publicKey));
    const listed = okValue(operatorListServerKeys, await operator(t.app, operatorListServerKeys));
    expect(listed.list.map((k) => k.encryptedAtRest)).toEqual([false]);

    okValue(operatorRotateServerKey, await operator(t.app, operatorRotateServerKey, {}));
    for (const row of await storedRows(t.app)) {
      expect(row.private_key).toMatch(/^aes-256-gcm:/);
      expect(holdsPlainKey(row.private_key, pem)).toBe(false);
    }
    // The old key, now decrypted from its row, still opens bodies in its grace period.
    const again = await db.start({ SERVER_KEY_ENCRYPTION_KEY: KEY_A });
    okValue(login, await loginSealedWith(again.app, plainKey.publicKey));
  });
});

describe.runIf(engine === 'postgres')('two processes on one database', () => {
  const apps = useTwoApps({ ...cashierEnv, SERVER_KEY_ENCRYPTION_KEY: KEY_A });

  it('serve the same key, and both serve the new one within a second of a rotation', async () => {
    const first = await publishedKey(apps.a.app);
    expect(await publishedKey(apps.b.app)).toEqual(first);
    okValue(operatorRotateServerKey, await operator(apps.a.app, operatorRotateServerKey, {}));
    const next = await publishedKey(apps.a.app);
    expect(next.keyId).not.toBe(first.keyId);
    const ms = await within(
      1_000,
      async () => (await publishedKey(apps.b.app)).keyId === next.keyId,
    );
    expect(ms).toBeLessThan(1_000);
    // Either process opens bodies sealed with either key (the old one in its grace period).
    for (const app of [apps.a.app, apps.b.app]) {
      okValue(login, await loginSealedWith(app, next.publicKey));
      okValue(login, await loginSealedWith(app, first.publicKey));
    }
  });

  it('refuse a replaced key in both once its grace is over', async () => {
    const first = await publishedKey(apps.b.app);
    okValue(
      operatorRotateServerKey,
      await operator(apps.b.app, operatorRotateServerKey, { graceMinutes: 0 }),
    );
    const next = await publishedKey(apps.b.app);
    await within(1_000, async () => (await publishedKey(apps.a.app)).keyId === next.keyId);
    for (const app of [apps.a.app, apps.b.app]) {
      failure(await loginSealedWith(app, first.publicKey), 400, 'request.encryption.invalid');
    }
  });
});

describe.runIf(engine === 'postgres')('two processes on one schedule', () => {
  const apps = useTwoApps({ ...cashierEnv, SERVER_KEY_ROTATE_HOURS: '0.001' });

  it('rotate once per period between them, and agree on the key', async () => {
    const first = await publishedKey(apps.a.app);
    // 0.001 h = 3.6 s, checked by each process every 0.9 s.
    await within(9_000, async () => (await publishedKey(apps.a.app)).keyId !== first.keyId, 100);
    const next = await publishedKey(apps.a.app);
    await within(1_000, async () => (await publishedKey(apps.b.app)).keyId === next.keyId);
    const { list } = okValue(
      operatorListServerKeys,
      await operator(apps.b.app, operatorListServerKeys),
    );
    // The first key and one successor: no process rotated the other's fresh key again.
    expect(list.map((k) => k.keyId)).toEqual([next.keyId, first.keyId]);
  });
});
