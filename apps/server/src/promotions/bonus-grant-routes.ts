import type { FastifyInstance } from 'fastify';
import { forfeitBonusGrant, getBonusGrants } from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { realMemberOf } from '../accounts/auth-plugin.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { languageOf } from '../merchant/request-context.ts';
import { createBonusGrants } from './bonus-grants.ts';
import { textLanguageOf } from './bonus-messages.ts';

/**
 * Issue 19: the member's bonus grants and their turnover (contract bonus.ts). Trial accounts
 * (type 4) are refused, as on every cashier endpoint: play money earns no bonus.
 */
export default async function bonusGrantRoutes(app: FastifyInstance) {
  const grants = createBonusGrants(app.db, app.money);

  registerEndpoint(app, getBonusGrants, async (request, reply) => {
    const { memberId } = realMemberOf(request);
    reply.header('cache-control', 'no-store');
    return grants.list(merchantOf(request), memberId, languageOf(request));
  });

  registerEndpoint(app, forfeitBonusGrant, async (request) => {
    const { memberId } = realMemberOf(request);
    return grants.forfeit(
      merchantOf(request),
      memberId,
      request.body,
      languageOf(request),
      textLanguageOf(request),
    );
  });
}
