import type { FastifyInstance } from 'fastify';
import { getBetHistory, getTransactionRecords } from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { languageOf, merchantOf } from '../merchant/request-context.ts';
import { betHistory } from './records-bets.ts';
import { transactionRecords } from './records-transactions.ts';

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
    return transactionRecords(
      app.db,
      merchantOf(request),
      sessionOf(request).memberId,
      request.query,
      languageOf(request),
    );
  });
}
