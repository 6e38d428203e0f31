import type { Db } from '../platform/db/db.ts';
import type { Money } from '../money/money.ts';
import { createWalletCalls } from '../money/wallet-calls.ts';
import type { SeamlessWallet } from './adapter.ts';

/**
 * The seamless wallet a vendor calls: each call is the money module's (money/wallet-calls.ts),
 * one statement that locks the member's wallet, replays a repeated txId, applies the round rules,
 * posts and stores the answer.
 */
export function createSeamlessWallet(db: Db, money: Money): SeamlessWallet {
  const calls = createWalletCalls(db, money);
  return {
    balance: (call, b) => calls.balance(call.merchant, b.playerId, b.currency),
    bet: (call, b) => calls.transact(call.merchant, call.vendor, 'bet', b),
    win: (call, b) => calls.transact(call.merchant, call.vendor, 'win', b),
    rollback: (call, b) => calls.transact(call.merchant, call.vendor, 'rollback', b),
  };
}
