import type { FastifyInstance } from 'fastify';
import { loadMerchant } from '../../plugins/merchant-context.ts';
import { operatorGuard } from '../../plugins/operator-auth.ts';
import operatorAdjustmentRoutes from './adjustments.ts';
import operatorDepositRoutes from './deposits.ts';
import operatorMessageRoutes from './messages.ts';
import operatorServerKeyRoutes from './server-keys.ts';
import operatorWithdrawalRoutes from './withdrawals.ts';
import operatorPromotionRoutes from '../promotions/operator.ts';

/**
 * The operator API (contract operator.ts): its own prefix and credential, checked before anything
 * else is read. The merchant is the server's own unless the `Merchant` header names another.
 */
export default async function operatorRoutes(app: FastifyInstance) {
  app.addHook('onRequest', operatorGuard(app.config.operatorApiKey));
  app.addHook('preValidation', loadMerchant);
  await app.register(operatorDepositRoutes);
  await app.register(operatorAdjustmentRoutes);
  await app.register(operatorWithdrawalRoutes);
  await app.register(operatorMessageRoutes);
  await app.register(operatorPromotionRoutes);
  await app.register(operatorServerKeyRoutes);
}
