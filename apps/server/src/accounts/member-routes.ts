import type { FastifyInstance } from 'fastify';
import {
  enabledFlags,
  changePassword,
  checkAffiliate,
  checkUsername,
  getMemberInfo,
  recoverPasswordByEmail,
  registerByMobile,
  registerByUsername,
  setPasswordByPhone,
} from '@app/contract';
import { notSignedIn } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { nationalPart } from './mobile.ts';
import { realMemberOf, sessionOf } from './auth-plugin.ts';
import { clientOf, merchantOf } from '../merchant/request-context.ts';
import { isReservedUsername } from './registration.ts';
import { functionNotAvailable } from './sign-in.ts';

export default async function memberRoutes(app: FastifyInstance) {
  const { members } = app.repos;

  registerEndpoint(app, getMemberInfo, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const member = await members.findById(sessionOf(request).memberId);
    if (!member) throw notSignedIn();
    return {
      id: member.id,
      type: member.type,
      nickname: member.nickname,
      account: member.username,
      mobileNum: nationalPart(member.mobile, member.dialingCode),
      email: member.email,
      hasPassword: member.hasPassword,
    };
  });

  registerEndpoint(app, registerByUsername, (request) =>
    app.accounts.register(clientOf(request), 'username', request.body),
  );
  registerEndpoint(app, registerByMobile, (request) =>
    app.accounts.register(clientOf(request), 'mobile', request.body),
  );

  /**
   * Only for the registration form (issue 19): closed where registration by username is, and
   * limited per IP (USERNAME_CHECK_LIMIT an hour), so that member names cannot be listed.
   */
  registerEndpoint(app, checkUsername, async (request) => {
    const m = merchantOf(request);
    if (!enabledFlags(m.whitelabel).has('USERNAMEREG3')) throw functionNotAvailable();
    await app.accounts.limits.usernameCheck(request.ip);
    const { username } = request.query;
    const taken =
      isReservedUsername(username) || (await members.findByUsername(m.code, username)) !== null;
    return { available: !taken };
  });

  // The merchant comes from the request; `domain` is accepted for compatibility (spec 7).
  registerEndpoint(app, checkAffiliate, async (request) => {
    const agent = await members.findAgentByAffiliateCode(
      merchantOf(request).code,
      request.query.code,
    );
    return agent?.affiliateCode
      ? { success: true, code: agent.affiliateCode }
      : { success: false, code: request.query.code };
  });

  registerEndpoint(app, changePassword, async (request) => {
    await app.accounts.passwords.change(clientOf(request), realMemberOf(request), request.body);
    return null;
  });

  registerEndpoint(app, setPasswordByPhone, (request) =>
    app.accounts.passwords.setByPhone(clientOf(request), request.body),
  );

  registerEndpoint(app, recoverPasswordByEmail, async (request) => {
    await app.accounts.passwords.recoverByEmail(clientOf(request), request.body);
    return null;
  });
}
