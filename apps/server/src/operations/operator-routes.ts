import type { FastifyInstance } from 'fastify';
import { loadMerchantIn } from '../merchant/merchant-context.ts';
import { declareScope } from '../platform/http/route-docs.ts';
import { operatorGuard, operatorGuardDocs } from './operator-auth.ts';
import operatorAdjustmentRoutes from '../money/adjustment-routes.ts';
import operatorJobRoutes from '../platform/jobs/operator-routes.ts';
import operatorDepositRoutes from '../cashier/operator-deposit-routes.ts';
import operatorMessageRoutes from '../content/operator-routes.ts';
import operatorServerKeyRoutes from '../platform/sealed-bodies/operator-routes.ts';
import operatorWithdrawalRoutes from '../cashier/operator-withdrawal-routes.ts';
import operatorPromotionRoutes from '../promotions/operator-routes.ts';
import operatorAgentRoutes from '../agents/operator-routes.ts';
import operatorLotteryRoutes from '../lottery/operator-routes.ts';

/**
 * The operator API (contract operator.ts): its own prefix and credential, checked before anything
 * else is read. The merchant is the server's own unless the `Merchant` header names another.
 */
export default async function operatorRoutes(app: FastifyInstance) {
  app.addHook(
    'onRequest',
    operatorGuard(app.config.operatorApiKey, {
      store: app.ttlStore,
      maxFailures: app.config.authLimits.operatorKeyFailures,
    }),
  );
  declareScope(app, operatorGuardDocs);
  loadMerchantIn(app);
  await app.register(operatorDepositRoutes);
  await app.register(operatorAdjustmentRoutes);
  await app.register(operatorWithdrawalRoutes);
  await app.register(operatorMessageRoutes);
  await app.register(operatorPromotionRoutes);
  await app.register(operatorServerKeyRoutes);
  await app.register(operatorJobRoutes);
  await app.register(operatorAgentRoutes);
  await app.register(operatorLotteryRoutes);
}
