import type { FastifyInstance } from 'fastify';
import { getBetHistory, getTransactionRecords } from '@app/contract';
import { registerEndpoint } from '../../lib/register-endpoint.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { merchantOf } from '../../plugins/merchant-context.ts';
import { betHistory } from '../../services/cashier/records-bets.ts';
import { transactionRecords } from '../../services/cashier/records-transactions.ts';

/**
 * Issue 9: the member's betting and transaction records (contract records.ts). Trial accounts
 * read theirs too: their free-play rounds and their play money are records of their own.
 */
export default async function recordsRoutes(app: FastifyInstance) {
  registerEndpoint(app, getBetHistory, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return betHistory(app.db, merchantOf(request), sessionOf(request).memberId, request.query);
  });

  registerEndpoint(app, getTransactionRecords, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const language = request.headers.language;
    return transactionRecords(
      app.db,
      merchantOf(request),
      sessionOf(request).memberId,
      request.query,
      typeof language === 'string' ? language : undefined,
    );
  });
}
