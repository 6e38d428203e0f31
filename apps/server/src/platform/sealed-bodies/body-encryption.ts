import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ENCRYPTION_MAX_SKEW_MS, encryptionAad, headerNames } from '@app/contract';
import { AppError } from '../../errors.ts';
import { encryptionInvalid, openSealedBody } from './sealed-body.ts';
import { ServerKeyRing, type RingKey } from './server-key-ring.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The published key (GET /wps/session/key/rsa); changes when the key rotates. */
    bodyKey: RingKey;
    bodyKeys: BodyKeys;
  }
}

export interface BodyKeys {
  ring: ServerKeyRing;
  /**
   * Replaces the key now (the operator's command): every process serves the new key within about
   * a second; the old one opens bodies for `graceMs` (default SERVER_KEY_GRACE_MINUTES).
   */
  rotate(options?: { graceMs?: number }): Promise<void>;
}

const PURPOSE = 'body-encryption';
/** Invalidation topic: a process rotated the keys of the purpose named by the key. */
export const SERVER_KEYS_TOPIC = 'server-keys';
/** Each process re-reads the keys at least this often (rotations whose announcement it missed). */
const REREAD_MS = 60_000;
/** A nonce is remembered for as long as its timestamp could still be accepted, and a bit more. */
const NONCE_TTL_MS = 2 * ENCRYPTION_MAX_SKEW_MS + 60_000;

/**
 * The RSA keys of encrypted bodies, kept in the database so that every server process on it (and
 * every restart) publishes and accepts the same key: made on the first start, rotated on a
 * schedule (SERVER_KEY_ROTATE_HOURS) and by the operator, each rotation announced to the other
 * processes through the invalidation channel.
 */
async function bodyEncryption(app: FastifyInstance) {
  const { rotateMs, graceMs, encryptionKey } = app.config.serverKeys;
  const ring = new ServerKeyRing({
    repo: app.repos.serverKeys,
    purpose: PURPOSE,
    graceMs,
    encryptionKey,
  });
  if (await ring.load())
    app.log.info({ keyId: ring.current.keyId }, 'made the body encryption key');
  // Only in demo mode: outside it the configuration requires the key.
  if (!encryptionKey) {
    app.log.info(
      'SERVER_KEY_ENCRYPTION_KEY is not set: server private keys are stored unencrypted',
    );
  }

  const reload = () =>
    ring
      .load()
      .catch((err: unknown) => app.log.error({ err }, 'server keys could not be reloaded'));
  const unsubscribe = app.invalidation.subscribe(SERVER_KEYS_TOPIC, () => void reload());

  const announce = async (previous: string) => {
    app.log.info({ keyId: ring.current.keyId, previous }, 'rotated the body encryption key');
    // The rotation is committed either way: a process that misses the news re-reads the keys at
    // its next tick (REREAD_MS at most), and meanwhile still accepts the replaced key.
    await app.invalidation
      .publish(SERVER_KEYS_TOPIC, PURPOSE)
      .catch((err: unknown) =>
        app.log.warn({ err }, 'key rotation not announced to other processes'),
      );
  };

  // Every tick re-reads the keys, should an announcement have been lost; with a schedule, it also
  // rotates a key that is due. Every process ticks, the database lets one of them rotate (the
  // others then find a young key).
  const check = async () => {
    await ring.load();
    const previous = ring.current.keyId;
    if (rotateMs > 0 && ring.isOlderThan(rotateMs)) {
      if (await ring.rotate({ ifOlderThanMs: rotateMs })) await announce(previous);
    }
  };
  let tick: Promise<unknown> | null = null;
  const timer = setInterval(
    () => {
      tick ??= check()
        .catch((err: unknown) => app.log.error({ err }, 'server key check failed'))
        .finally(() => (tick = null));
    },
    rotateMs > 0 ? Math.min(Math.max(rotateMs / 4, 250), REREAD_MS) : REREAD_MS,
  );
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
    await tick;
  });

  app.decorate('bodyKey', { getter: () => ring.current });
  app.decorate('bodyKeys', {
    ring,
    async rotate(options = {}) {
      const previous = ring.current.keyId;
      await ring.rotate(options);
      await announce(previous);
    },
  } satisfies BodyKeys);
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
  const sealed = openSealedBody(server.bodyKeys.ring.usable(), aad, header, request.body.data);
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
  dependencies: ['database', 'ttl-store', 'invalidation'],
});
