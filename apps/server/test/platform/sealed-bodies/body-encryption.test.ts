import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRsaKey, login, rsaKeySchema } from '@app/contract';
import { generateServerKey } from '../../../src/platform/sealed-bodies/sealed-body.ts';
import { call, publicKeyOf } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { failure, okValue } from '../../helpers/envelope.ts';
import { sealBody } from '../../helpers/sealed-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const credentials = { type: 'username', username: 'player01', password: 'Player123' } as const;

const send = (body: unknown, encryption?: string, url = login.path) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: encryption === undefined ? {} : { encryption },
    payload: body as Record<string, unknown>,
  });

describe('GET /wps/session/key/rsa', () => {
  it('publishes an RSA-2048 key with its id, the same on every call', async () => {
    const first = okValue(getRsaKey, await t.app.inject({ url: getRsaKey.path }));
    expect(rsaKeySchema.parse(first).algorithm).toBe('RSA-OAEP-256+A256GCM');
    expect(first.keyId).toMatch(/^rsa-[0-9a-f]{16}$/);
    const key = createPublicKey(first.publicKey);
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
    expect(okValue(getRsaKey, await t.app.inject({ url: getRsaKey.path }))).toEqual(first);
  });

  it('keeps the key in the database, so other processes and restarts share it', async () => {
    const [row] = await t.app.db.query<{ key_id: string; public_key: string }>(
      "SELECT key_id, public_key FROM server_keys WHERE purpose = 'body-encryption' AND retired_at IS NULL",
    );
    expect(row?.key_id).toBe(t.app.bodyKey.keyId);
    expect(row?.public_key).toBe(await publicKeyOf(t.app));
  });
});

describe('encrypted bodies', () => {
  it('opens a body sealed like the browser does and validates its payload', async () => {
    const session = okValue(login, await call(t.app, login, credentials));
    expect(session.userName).toBe('player01');
  });

  it('validates the decrypted payload against the contract', async () => {
    const res = await call(t.app, login, { type: 'username', username: 'player01' });
    const body = failure(res, 400, 'request_param_err');
    expect(body.message).toMatch(/^body/);
  });

  it('refuses a plain JSON body on an encrypted endpoint', async () => {
    const body = failure(await send(credentials), 400, 'request.encryption.invalid');
    expect(body.message).toMatch(/encrypted body/);
  });

  it('refuses a sealed body without the Encryption header', async () => {
    const sealed = await sealBody(await publicKeyOf(t.app), 'POST', login.path, credentials);
    failure(await send(sealed.body), 400, 'request.encryption.invalid');
  });

  it('refuses a tampered body: the GCM tag fails', async () => {
    const sealed = await sealBody(await publicKeyOf(t.app), 'POST', login.path, credentials);
    const bytes = Buffer.from(sealed.body.data, 'base64');
    bytes[20] = bytes[20]! ^ 0x01;
    const res = await send({ data: bytes.toString('base64') }, sealed.encryption);
    expect(failure(res, 400, 'request.encryption.invalid').message).toMatch(/authentication/);
  });

  it('refuses a body sealed for another endpoint (AAD)', async () => {
    const sealed = await sealBody(await publicKeyOf(t.app), 'POST', login.path, credentials, {
      aadPath: '/wps/member/password',
    });
    failure(await send(sealed.body, sealed.encryption), 400, 'request.encryption.invalid');
  });

  it('refuses a body replayed to another endpoint', async () => {
    const sealed = await sealBody(await publicKeyOf(t.app), 'POST', login.path, credentials);
    const res = await send(sealed.body, sealed.encryption, '/wps/member/password/verification');
    failure(res, 400, 'request.encryption.invalid');
  });

  it('refuses a key wrapped for another server key', async () => {
    const other = await generateServerKey();
    const sealed = await sealBody(other.publicKey, 'POST', login.path, credentials);
    const res = await send(sealed.body, sealed.encryption);
    expect(failure(res, 400, 'request.encryption.invalid').message).toMatch(/key/);
  });

  it('refuses garbage in the header or the body', async () => {
    const sealed = await sealBody(await publicKeyOf(t.app), 'POST', login.path, credentials);
    failure(await send(sealed.body, 'not base64!'), 400, 'request.encryption.invalid');
    failure(await send({ data: '%%%%' }, sealed.encryption), 400, 'request.encryption.invalid');
    failure(await send({ data: 'AAAA' }, sealed.encryption), 400, 'request.encryption.invalid');
    failure(
      await send({ ...sealed.body, extra: 1 }, sealed.encryption),
      400,
      'request.encryption.invalid',
    );
  });

  it('refuses the same body twice (reused nonce)', async () => {
    const sealed = await sealBody(await publicKeyOf(t.app), 'POST', login.path, credentials);
    expect((await send(sealed.body, sealed.encryption)).statusCode).toBe(200);
    const again = failure(await send(sealed.body, sealed.encryption), 400, 'request.replayed');
    expect(again.message).toMatch(/already received/);
  });

  it('refuses a reused nonce in a newly sealed body', async () => {
    const nonce = 'f'.repeat(32);
    expect((await call(t.app, login, credentials, { seal: { nonce } })).statusCode).toBe(200);
    failure(await call(t.app, login, credentials, { seal: { nonce } }), 400, 'request.replayed');
  });

  it('refuses a timestamp more than 2 minutes off, either way', async () => {
    for (const ts of [Date.now() - 150_000, Date.now() + 150_000]) {
      const res = await call(t.app, login, credentials, { seal: { ts } });
      expect(failure(res, 400, 'request.replayed').message).toMatch(/2 minutes/);
    }
    expect(
      (await call(t.app, login, credentials, { seal: { ts: Date.now() - 60_000 } })).statusCode,
    ).toBe(200);
  });

  it('says in OpenAPI which bodies travel encrypted', async () => {
    const doc = JSON.parse((await t.app.inject({ url: '/docs/json' })).body);
    const sealed = doc.paths['/wps/session/login'].post.requestBody;
    // The body as sent; its plaintext beside it (open-api.test.ts).
    expect(sealed.content['application/json'].schema.$ref).toBe('#/components/schemas/SealedBody');
    expect(sealed.description).toMatch(/^Sealed\./);
    expect(doc.paths['/wps/member/info'].get.description).toMatch(/Authorization/);
  });
});
