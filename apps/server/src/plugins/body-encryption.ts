import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ENCRYPTION_MAX_SKEW_MS, encryptionAad, headerNames } from '@app/contract';
import { AppError } from '../errors.ts';
import {
  encryptionInvalid,
  generateServerKey,
  loadPrivateKey,
  openSealedBody,
} from '../services/sealed-body.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bodyKey: { keyId: string; publicKey: string; privateKey: KeyObject };
  }
}

const PURPOSE = 'body-encryption';
/** A nonce is remembered for as long as its timestamp could still be accepted, and a bit more. */
const NONCE_TTL_MS = 2 * ENCRYPTION_MAX_SKEW_MS + 60_000;

/**
 * The RSA key of encrypted bodies: made on the first start and kept in the database, so that
 * every server process on it (and every restart) publishes and accepts the same key.
 */
async function bodyEncryption(app: FastifyInstance) {
  const keys = app.repos.serverKeys;
  let key = await keys.findActive(PURPOSE);
  if (!key) {
    await keys.insertIfNoneActive(PURPOSE, await generateServerKey());
    // Another process may have stored its key first: use whichever is in the database.
    key = await keys.findActive(PURPOSE);
    if (!key) throw new Error('the body encryption key could not be stored');
    app.log.info({ keyId: key.keyId }, 'generated the body encryption key');
  }
  app.decorate('bodyKey', {
    keyId: key.keyId,
    publicKey: key.publicKey,
    privateKey: loadPrivateKey(key.privateKey),
  });
}

const isSealed = (body: unknown): body is { data: string } =>
  typeof body === 'object' &&
  body !== null &&
  Object.keys(body).length === 1 &&
  typeof (body as { data?: unknown }).data === 'string';

/**
 * preValidation of endpoints marked `encrypted`: replaces the sealed body with its payload, which
 * the endpoint's body schema then validates. Refuses plain bodies, altered ones, bodies sealed for
 * another endpoint, stale ones and replays.
 */
export async function openEncryptedBody(request: FastifyRequest): Promise<void> {
  const header = request.headers[headerNames.encryption.toLowerCase()];
  if (typeof header !== 'string' || !isSealed(request.body)) {
    throw encryptionInvalid(
      'This endpoint takes an encrypted body: { data } with the wrapped key in the Encryption header',
    );
  }
  const { server } = request;
  const aad = encryptionAad(request.method, request.routeOptions.url ?? request.url);
  const sealed = openSealedBody(server.bodyKey.privateKey, aad, header, request.body.data);
  if (Math.abs(Date.now() - sealed.ts) > ENCRYPTION_MAX_SKEW_MS) {
    throw new AppError(
      'request.replayed',
      'The request is older than 2 minutes, or the device clock is off: check the time and retry',
    );
  }
  const { claimed } = await server.ttlStore.claim(`nonce:${sealed.nonce}`, NONCE_TTL_MS);
  if (!claimed) {
    throw new AppError('request.replayed', 'This request was already received (reused nonce)');
  }
  request.body = sealed.payload;
}

export default fp(bodyEncryption, {
  name: 'body-encryption',
  dependencies: ['database', 'ttl-store'],
});
