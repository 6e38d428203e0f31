import type { FastifyInstance } from 'fastify';
import { endMemberSessions, getMemberSessions } from '@app/contract';
import { AppError } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { realMemberOf } from './auth-plugin.ts';

/**
 * The security centre's signed-in devices (spec 2.2 /m/securityCenter): the member's live
 * sessions, and signing out one of the others, or all of them. The current session ends by
 * logout; another member's session number is the same 404 as one that ended.
 */
export default async function deviceRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'no-store' };

  registerEndpoint(app, getMemberSessions, async (request, reply) => {
    reply.headers(noStore);
    return { list: await app.sessions.devices(realMemberOf(request)) };
  });

  registerEndpoint(app, endMemberSessions, async (request, reply) => {
    reply.headers(noStore);
    const session = realMemberOf(request);
    if ('others' in request.body) {
      await app.sessions.endOthers(session.memberId, session);
    } else {
      if (request.body.id === session.id) {
        throw new AppError('session.current', 'This device signs out with Log out');
      }
      if (!(await app.sessions.endOne(session, request.body.id))) {
        throw new AppError('session.not.found', 'No device of yours is signed in with that number');
      }
    }
    return { list: await app.sessions.devices(session) };
  });
}
