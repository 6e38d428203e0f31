import {
  combinations,
  picksProblem,
  type LotteryOrder,
  type LotteryPrizeMode,
} from '@app/contract';
import { AppError } from '../errors.ts';
import type { Merchant } from '../merchant/merchants-repository.ts';
import { keyReused, requestHash } from '../money/idempotency.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import { booksOf, memberDay, type Money } from '../money/money.ts';
import type { Db, Queryable } from '../platform/db/db.ts';
import { lotteryGame, type LotteryGameConfig } from './games.ts';
import type { IssuesRepository } from './issues-repository.ts';
import type { OrdersRepository } from './orders-repository.ts';

/** The body of POST /lgw/orders/betting as validated (contract placeLotteryBets). */
export interface BetRequest {
  gameId: string;
  issueNo: string;
  prizeMode: LotteryPrizeMode;
  bets: readonly { playCode: string; picks: number[][]; unitMinor: number; multiplier: number }[];
  chase?: { issues: number; stopOnWin: boolean } | undefined;
  idempotencyKey: string;
}

export interface BettingDeps {
  db: Db;
  money: Money;
  issues: IssuesRepository;
  orders: OrdersRepository;
}

/** A bet checked against its play and priced: what one order (per issue) will be. */
export interface PricedBet {
  playCode: string;
  picks: number[][];
  unitMinor: number;
  multiplier: number;
  combinations: number;
  amountMinor: number;
  oddsMilli: number;
}

const invalid = (code: 'lottery.play.unknown' | 'lottery.picks.invalid', message: string) =>
  new AppError(code, message);
const limit = (message: string) => new AppError('lottery.limit.exceeded', message);

/** Checks each bet against the game's rules and limits and prices it (spec: issue 21). */
export function priceBets(game: LotteryGameConfig, body: BetRequest): PricedBet[] {
  return body.bets.map((bet) => {
    const play = game.plays.find((p) => p.code === bet.playCode);
    if (!play) throw invalid('lottery.play.unknown', `${game.name} has no play ${bet.playCode}`);
    const problem = picksProblem(play, bet.picks);
    if (problem) throw invalid('lottery.picks.invalid', `${bet.playCode}: ${problem}`);
    if (!game.unitsMinor.includes(bet.unitMinor))
      throw limit(`The unit must be one of ${game.unitsMinor.join(', ')} (minor units)`);
    if (bet.multiplier > game.maxMultiplier)
      throw limit(`The multiplier is at most ${game.maxMultiplier}`);
    const count = combinations(play, bet.picks);
    const amountMinor = count * bet.unitMinor * bet.multiplier;
    if (amountMinor > game.maxOrderMinor)
      throw limit(
        `One bet costs at most ${game.maxOrderMinor / 100} (this one ${amountMinor / 100})`,
      );
    return {
      playCode: play.code,
      // Sorted: the same picks in another order are the same bet (and the same request).
      picks: bet.picks.map((row) => [...row].sort((a, b) => a - b)),
      unitMinor: bet.unitMinor,
      multiplier: bet.multiplier,
      combinations: count,
      amountMinor,
      oddsMilli: play.oddsMilli[body.prizeMode],
    };
  });
}

const isUniqueViolation = (err: unknown) => (err as { code?: unknown })?.code === '23505';

/**
 * Places a request's bets on the chosen issue (and, for a chase, on the issues after it): every
 * order of the request in one transaction with one posting of their total from the wallet to the
 * game house. A retry with the same key answers the first request's orders and moves nothing.
 * Lock order: the issues (shared, so bets run side by side while closing waits), then the wallet.
 */
export async function placeBets(
  d: BettingDeps,
  merchant: Merchant,
  memberId: number,
  body: BetRequest,
): Promise<{ orders: LotteryOrder[]; balanceMinor: number }> {
  const game = lotteryGame(body.gameId);
  if (!game) throw new AppError('lottery.game.unknown', `No lottery game ${body.gameId}`);
  const bets = priceBets(game, body);
  const issueCount = body.chase?.issues ?? 1;
  const total = bets.reduce((s, b) => s + b.amountMinor, 0) * issueCount;
  const hash = requestHash({
    gameId: game.gameId,
    issueNo: body.issueNo,
    prizeMode: body.prizeMode,
    bets,
    chase: body.chase ?? null,
  });
  const books = booksOf(merchant);

  const replay = async (q: Queryable = d.db, balance?: bigint) => {
    const earlier = await d.orders.byKey(memberId, body.idempotencyKey, q);
    if (!earlier.length) return null;
    if (earlier[0]!.requestHash !== hash) throw keyReused('lottery bet');
    return {
      orders: earlier.map((o) => o.order),
      balanceMinor: Number(balance ?? (await d.money.memberBalance(books, memberId, undefined, q))),
    };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await d.db.transaction(async (tx) => {
      const issues = await d.issues.lockOpen(
        tx,
        merchant.code,
        game.gameId,
        body.issueNo,
        issueCount,
      );
      if (!issues) {
        const issue = await d.issues.find(merchant.code, game.gameId, body.issueNo, tx);
        if (!issue) throw new AppError('lottery.issue.unknown', `No issue ${body.issueNo}`);
        throw new AppError(
          'lottery.issue.closed',
          issueCount > 1
            ? `Issue ${body.issueNo} no longer takes bets, or fewer than ${issueCount} issues are open`
            : `Issue ${body.issueNo} no longer takes bets`,
        );
      }
      const wallet = await d.money.lockWallet(tx, books, memberId);
      // The same request sent twice at once: the first has committed by the time the wallet's
      // lock came to this one; answer its orders (before the balance it already spent).
      const first = await replay(tx, wallet.balanceMinor);
      if (first) return first;
      if (wallet.balanceMinor < BigInt(total))
        throw new AppError('wallet.insufficient.funds', 'Not enough balance for these bets');
      const orders = await d.orders.insert(tx, {
        merchant,
        memberId,
        issues,
        bets,
        prizeMode: body.prizeMode,
        chase: body.chase ?? null,
        idempotencyKey: body.idempotencyKey,
        requestHash: hash,
      });
      const house = await d.money.houseAccount(books, AccountKind.gameHouse, memberId, tx);
      const entry = await d.money.post(
        {
          kind: EntryKind.bet,
          idempotencyKey: `lottery:bet:${memberId}:${body.idempotencyKey}`,
          memo: `Lottery ${game.name} ${body.issueNo}`,
          ref: orders[0]!.orderNo,
          lines: [
            { accountId: wallet.id, amountMinor: -total },
            { accountId: house, amountMinor: total },
          ],
          rollup: memberDay(merchant, memberId),
        },
        tx,
      );
      return {
        orders,
        balanceMinor: Number(entry.balances.get(wallet.id) ?? wallet.balanceMinor - BigInt(total)),
      };
    });
  } catch (err) {
    // The same key sent twice at once: the second insert lost; answer what the first placed.
    if (isUniqueViolation(err)) {
      const first = await replay();
      if (first) return first;
    }
    throw err;
  }
}
