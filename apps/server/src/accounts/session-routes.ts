import type { FastifyInstance } from 'fastify';
import { getCaptcha, getRsaKey, login, loginFreeplay, logout, renewSession } from '@app/contract';
import { notSignedIn } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { sessionOf } from './auth-plugin.ts';
import { clientOf } from '../merchant/request-context.ts';

export default async function sessionRoutes(app: FastifyInstance) {
  registerEndpoint(app, getRsaKey, async () => ({
    keyId: app.bodyKey.keyId,
    publicKey: app.bodyKey.publicKey,
    algorithm: 'RSA-OAEP-256+A256GCM' as const,
  }));

  registerEndpoint(app, login, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const device = request.headers.device;
    return app.accounts.signIn(
      clientOf(request),
      typeof device === 'string' ? device : undefined,
      request.body,
    );
  });

  registerEndpoint(app, loginFreeplay, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.accounts.freePlay.start(clientOf(request));
  });

  registerEndpoint(app, logout, async (request) => {
    await app.sessions.end(sessionOf(request));
    return null;
  });

  registerEndpoint(app, renewSession, async (request) => {
    const expiresAt = await app.sessions.renew(sessionOf(request));
    if (!expiresAt) throw notSignedIn();
    return { expiresAt: expiresAt.toISOString() };
  });

  registerEndpoint(app, getCaptcha, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.accounts.captchas.create();
  });
}
