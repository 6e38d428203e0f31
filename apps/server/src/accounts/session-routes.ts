import type { FastifyInstance } from 'fastify';
import { getCaptcha, getRsaKey, login, loginFreeplay, logout, renewSession } from '@app/contract';
import { notSignedIn } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { sessionOf } from './auth-plugin.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { createTrialAccount } from './free-play.ts';
import { signIn } from './sign-in.ts';

export default async function sessionRoutes(app: FastifyInstance) {
  registerEndpoint(app, getRsaKey, async () => ({
    keyId: app.bodyKey.keyId,
    publicKey: app.bodyKey.publicKey,
    algorithm: 'RSA-OAEP-256+A256GCM' as const,
  }));

  registerEndpoint(app, login, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return signIn(request, request.body);
  });

  registerEndpoint(app, loginFreeplay, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await app.accounts.limits.freeplay(request.ip);
    const member = await createTrialAccount(app.db, app.money, merchantOf(request), request.ip);
    return app.sessions.start(member, { firstTimeLogin: false, ip: request.ip });
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
