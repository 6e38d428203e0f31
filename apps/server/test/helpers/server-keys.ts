import type { FastifyInstance } from 'fastify';
import { getRsaKey, login } from '@app/contract';
import { okValue } from './envelope.ts';
import { sealBody } from './sealed-body.ts';

/** The demo seed's player, signing in by password. */
const player = { type: 'username', username: 'player01', password: 'Player123' } as const;

/** The key the server publishes now (id and PEM). */
export const publishedKey = async (app: FastifyInstance) =>
  okValue(getRsaKey, await app.inject({ url: getRsaKey.path }));

/** A login sealed with `publicKey`, as a client holding that key would send it. */
export async function loginSealedWith(app: FastifyInstance, publicKey: string) {
  const sealed = await sealBody(publicKey, 'POST', login.path, player);
  return app.inject({
    method: 'POST',
    url: login.path,
    headers: { encryption: sealed.encryption },
    payload: sealed.body,
  });
}
