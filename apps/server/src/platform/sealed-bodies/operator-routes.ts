import type { FastifyInstance } from 'fastify';
import {
  operatorListServerKeys,
  operatorRotateServerKey,
  type ServerKeyStatus,
} from '@app/contract';
import { registerEndpoint } from '../http/register-endpoint.ts';
import type { StoredServerKey } from './server-keys-repository.ts';
import { isEncryptedAtRest } from './key-at-rest.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const statusOf = (row: StoredServerKey): ServerKeyStatus => ({
  keyId: row.keyId,
  state: row.retiredAt === null ? 'active' : (row.remainingMs ?? 0) > 0 ? 'grace' : 'expired',
  createdAt: new Date(row.createdAt).toISOString(),
  retiredAt: iso(row.retiredAt),
  validUntil: iso(row.expiresAt),
  encryptedAtRest: isEncryptedAtRest(row.privateKey),
});

/** The body encryption keys (contract operator-keys.ts): their list, and a rotation on command. */
export default async function operatorServerKeyRoutes(app: FastifyInstance) {
  const list = async () => ({
    list: (await app.repos.serverKeys.list('body-encryption')).map(statusOf),
  });

  registerEndpoint(app, operatorListServerKeys, list);

  registerEndpoint(app, operatorRotateServerKey, async (request) => {
    const { graceMinutes } = request.body;
    await app.bodyKeys.rotate(
      graceMinutes === undefined ? {} : { graceMs: Math.round(graceMinutes * 60_000) },
    );
    return list();
  });
}
