import type { Db } from '../platform/db/db.ts';
import type { Money } from '../money/money.ts';
import { createWalletCalls } from '../money/wallet-calls.ts';
import { AppError } from '../errors.ts';
import type { SeamlessWallet } from './adapter.ts';
import { readLaunchToken } from './launch-token.ts';

const invalidToken = (why: string) => new AppError('vendor.token.invalid', `launchToken: ${why}`);

/**
 * The platform session a bet is placed in: the one named by the launch token the game was opened
 * with, once the token proves to be the operator's, for this vendor and player (the member's
 * merchant is `wallet_call`'s to check), for a game that settles through the wallet. Its `exp`
 * is not checked: that limits opening a game, and a game is played for hours; whether the
 * session still lives is `wallet_call`'s to check, in the bet's own statement.
 */
export function sessionOfBet(
  secret: string,
  token: string,
  bet: { vendor: string; playerId: string },
): number {
  const claims = readLaunchToken(secret, token);
  if (!claims) throw invalidToken("not a launch token signed with this vendor's secret");
  if (claims.vendor !== bet.vendor) throw invalidToken('launched for another vendor');
  if (String(claims.memberId) !== bet.playerId) throw invalidToken('launched for another player');
  if (claims.mode !== 'wallet')
    throw invalidToken('a play-money launch bets nothing in the wallet');
  const sessionId: unknown = claims.sessionId;
  if (typeof sessionId !== 'number' || !Number.isSafeInteger(sessionId) || sessionId < 1) {
    throw invalidToken('names no platform session');
  }
  return sessionId;
}

/**
 * The seamless wallet a vendor calls: each call is the money module's (money/wallet-calls.ts),
 * one statement that locks the member's wallet, replays a repeated txId, applies the round rules,
 * posts and stores the answer. A bet's launch token is checked here (`secretOf` the vendor's);
 * the token is no part of the transaction (nor of its request hash): it only names the session,
 * which the bet keeps alive.
 */
export function createSeamlessWallet(
  db: Db,
  money: Money,
  secretOf: (vendor: string) => string,
  /** A bet is the player's activity in the session (the sessions service's keepAlive). */
  keepAlive: (sessionId: number) => Promise<void>,
): SeamlessWallet {
  const calls = createWalletCalls(db, money);
  return {
    balance: (call, b) => calls.balance(call.merchant, b.playerId, b.currency),
    bet: async (call, { launchToken, ...b }) => {
      const sessionId = sessionOfBet(secretOf(call.vendor), launchToken, { ...call, ...b });
      const answer = await calls.transact(call.merchant, call.vendor, 'bet', b, sessionId);
      // After the bet's own check: a session that had ended stays ended.
      await keepAlive(sessionId);
      return answer;
    },
    win: (call, b) => calls.transact(call.merchant, call.vendor, 'win', b),
    rollback: (call, b) => calls.transact(call.merchant, call.vendor, 'rollback', b),
  };
}
