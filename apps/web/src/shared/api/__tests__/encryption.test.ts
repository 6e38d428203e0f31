import { createDecipheriv, constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { encryptionAad } from '@app/contract';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, server } from '@/testing/server';
import { apiRequest } from '../client';
import { endpoints } from '../endpoints';
import { additionalData } from '../encryption';

const newKeyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** What the server does with a sealed body (node:crypto, independent of the browser code). */
function open(privateKey: string, header: string, data: string, aad: string) {
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(header, 'base64'),
  );
  const raw = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  const plain = Buffer.concat([
    decipher.update(raw.subarray(12, raw.length - 16)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as { payload: unknown; ts: number; nonce: string };
}

const session = {
  token: 't',
  id: 1,
  userName: 'player01',
  customerType: 0,
  firstTimeLogin: false,
  merchantCode: 'demo',
  expiresAt: '2030-01-01T00:00:00Z',
};

describe('encrypted bodies (contract encryption.ts)', () => {
  let keys = newKeyPair();
  let keyFetches = 0;
  beforeEach(() => {
    keyFetches = 0;
    server.use(
      http.get('*/wps/session/key/rsa', () => {
        keyFetches++;
        return ok({
          keyId: `k${keyFetches}`,
          publicKey: keys.publicKey,
          algorithm: 'RSA-OAEP-256+A256GCM',
        });
      }),
    );
  });

  it('sends {data} and an Encryption header that node:crypto opens, bound to "<METHOD> <path>"', async () => {
    let seen: { header: string | null; body: { data: string } } | undefined;
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        seen = {
          header: request.headers.get('Encryption'),
          body: (await request.json()) as { data: string },
        };
        return ok(session);
      }),
    );
    const payload = { type: 'username', username: 'player01', password: 'Player123' } as const;
    const before = Date.now();
    await apiRequest(endpoints.login, { body: payload });

    expect(Object.keys(seen!.body)).toEqual(['data']);
    const plain = open(keys.privateKey, seen!.header!, seen!.body.data, 'POST /wps/session/login');
    expect(plain.payload).toEqual(payload);
    expect(plain.ts).toBeGreaterThanOrEqual(before);
    expect(plain.ts).toBeLessThanOrEqual(Date.now());
    expect(plain.nonce).toMatch(/^[0-9a-f]{32}$/);
    // The same body replayed against another endpoint does not authenticate.
    expect(() =>
      open(keys.privateKey, seen!.header!, seen!.body.data, 'POST /wps/member/password'),
    ).toThrow();
    // Nothing readable travels in clear.
    expect(seen!.body.data).not.toContain('Player123');
  });

  it('uses a fresh key, iv and nonce per request and fetches the public key once', async () => {
    const bodies: string[] = [];
    const headers: string[] = [];
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        bodies.push(((await request.json()) as { data: string }).data);
        headers.push(request.headers.get('Encryption')!);
        return ok(session);
      }),
    );
    const body = { type: 'username', username: 'player01', password: 'Player123' } as const;
    await apiRequest(endpoints.login, { body });
    const fetchesAfterFirst = keyFetches;
    await apiRequest(endpoints.login, { body });
    expect(new Set(bodies).size).toBe(2);
    expect(new Set(headers).size).toBe(2);
    expect(bodies[0]!.slice(0, 16)).not.toBe(bodies[1]!.slice(0, 16));
    const nonces = bodies.map(
      (d, i) => open(keys.privateKey, headers[i]!, d, 'POST /wps/session/login').nonce,
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(fetchesAfterFirst).toBeLessThanOrEqual(1);
    expect(keyFetches).toBe(fetchesAfterFirst);
  });

  it('fetches the key again once and retries when the server refuses it (key rotation)', async () => {
    const old = keys;
    // Warm the cache with the old key, then rotate on the server.
    server.use(http.post('*/wps/session/login', () => ok(session)));
    await apiRequest(endpoints.login, {
      body: { type: 'username', username: 'player01', password: 'Player123' },
    });
    keys = newKeyPair();
    const fetchesBefore = keyFetches;
    let attempts = 0;
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        attempts++;
        const data = ((await request.json()) as { data: string }).data;
        try {
          open(
            keys.privateKey,
            request.headers.get('Encryption')!,
            data,
            'POST /wps/session/login',
          );
        } catch {
          return fail(400, 'request.encryption.invalid');
        }
        return ok(session);
      }),
    );
    await expect(
      apiRequest(endpoints.login, {
        body: { type: 'username', username: 'player01', password: 'Player123' },
      }),
    ).resolves.toMatchObject({ userName: 'player01' });
    expect(attempts).toBe(2);
    expect(keyFetches).toBe(fetchesBefore + 1);
    expect(old.publicKey).not.toBe(keys.publicKey);
  });

  it('binds to the same additional data as the contract says', () => {
    expect(additionalData('post', '/wps/session/login')).toBe(
      encryptionAad('post', '/wps/session/login'),
    );
  });

  it('gives up after one retry', async () => {
    let attempts = 0;
    server.use(
      http.post('*/wps/session/login', () => {
        attempts++;
        return fail(400, 'request.encryption.invalid');
      }),
    );
    await expect(
      apiRequest(endpoints.login, {
        body: { type: 'username', username: 'player01', password: 'x' },
      }),
    ).rejects.toMatchObject({ errorCode: 'request.encryption.invalid' });
    expect(attempts).toBe(2);
  });

  it('sends plain JSON to endpoints that are not encrypted', async () => {
    let encryptionHeader: string | null = null;
    let body: unknown;
    server.use(
      http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
        encryptionHeader = request.headers.get('Encryption');
        body = await request.json();
        return HttpResponse.json({
          success: true,
          value: { expirationTime: 1, expiredMinutes: 1 },
        });
      }),
    );
    await apiRequest(endpoints.sendSmsNoLogin, {
      body: { mobileNum: '1710000001', countryDialingCode: '+880', purpose: 'login' },
    });
    expect(encryptionHeader).toBeNull();
    expect(body).toEqual({ mobileNum: '1710000001', countryDialingCode: '+880', purpose: 'login' });
  });
});
