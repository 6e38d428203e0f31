import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { headerNames } from '@app/contract';
import { notSignedIn, trialRestricted } from '../errors.ts';
import { createSessionService, type Session, type SessionService } from './sessions.ts';
import { merchantOf } from '../merchant/merchant-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/** Member type of free-play trial accounts (spec 6). */
export const TRIAL_TYPE = 4;

/**
 * preValidation of endpoints marked `auth`: a live session for the `Authorization` header (the raw
 * token, no "Bearer") of this merchant, else 401 login.not.session.
 */
export async function requireSession(request: FastifyRequest): Promise<void> {
  const header = request.headers[headerNames.authorization.toLowerCase()];
  const token = typeof header === 'string' ? header.trim() : '';
  const session = token
    ? await request.server.sessions.authenticate(token, merchantOf(request).code)
    : null;
  if (!session) throw notSignedIn();
  request.session = session;
}

/** For handlers of `auth` endpoints. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('route is not marked auth: true');
  return request.session;
}

/** Spec 6: trial accounts cannot use member functions such as password changes. */
export function realMemberOf(request: FastifyRequest): Session {
  const session = sessionOf(request);
  if (session.type === TRIAL_TYPE) throw trialRestricted();
  return session;
}

async function auth(app: FastifyInstance) {
  app.decorate('sessions', createSessionService(app.repos.sessions, app.config.session));
  app.decorateRequest('session', null);
}

export default fp(auth, { name: 'auth', dependencies: ['database'] });
