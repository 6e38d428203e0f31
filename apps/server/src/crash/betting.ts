import { crashMultiplierX100, type CrashBet } from '@app/contract';
import { refuseWhenDayFull } from '../originals/day-cap.ts';
import { AppError } from '../errors.ts';
import type { Merchant } from '../merchant/merchants-repository.ts';
import { keyReused, requestHash } from '../money/idempotency.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import { booksOf, memberDay, type Money } from '../money/money.ts';
import type { Db, Queryable } from '../platform/db/db.ts';
import { publicBet, type BetsRepository } from './bets-repository.ts';
import type { RoundsRepository } from './rounds-repository.ts';
import { cashoutCapX100 } from './house-limit.ts';
import { outcomeOf, type Settle } from './settlement.ts';

export interface BettingDeps {
  db: Db;
  money: Money;
  rounds: RoundsRepository;
  bets: BetsRepository;
  settle: Settle;
  /** The server's clock (tests set their own): it alone decides phases and cash-outs. */
  now(): Date;
}

export interface BetRequest {
  roundNo: number;
  stakeMinor: number;
  autoCashoutX100?: number | undefined;
  idempotencyKey: string;
}

type Answer = { bet: CrashBet; balanceMinor: number };

const isUniqueViolation = (err: unknown, constraint?: string) =>
  (err as { code?: unknown })?.code === '23505' &&
  (!constraint ||
    `${(err as { constraint?: unknown }).constraint ?? ''} ${(err as Error).message}`.includes(
      constraint,
    ));

const unknownRound = (roundNo: number) =>
  new AppError('crash.round.unknown', `No crash round ${roundNo}`);

/**
 * Places a bet on the round taking bets: the bet and one posting of its stake from the wallet to
 * the game house, in one transaction; refused once the in-house games' payout cap of the day is
 * used up (the round's start gives it a house limit within what is left: house-limit.ts). A retry
 * with the same key answers the first bet and moves nothing. Lock order: the round (shared: bets
 * run side by side, its start waits for them), then the wallet.
 */
export async function placeBet(
  d: BettingDeps,
  merchant: Merchant,
  memberId: number,
  body: BetRequest,
): Promise<Answer> {
  const hash = requestHash({
    roundNo: body.roundNo,
    stakeMinor: body.stakeMinor,
    autoCashoutX100: body.autoCashoutX100 ?? null,
  });
  const books = booksOf(merchant);
  const replay = async (q: Queryable = d.db, balance?: bigint): Promise<Answer | null> => {
    const earlier = await d.bets.byKey(memberId, body.idempotencyKey, q);
    if (!earlier) return null;
    if (earlier.request_hash !== hash) throw keyReused('crash bet');
    return {
      bet: publicBet(earlier),
      balanceMinor: Number(balance ?? (await d.money.memberBalance(books, memberId, undefined, q))),
    };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await d.db.transaction(async (tx) => {
      const round = await d.rounds.lockShared(tx, merchant.code, body.roundNo);
      if (!round) throw unknownRound(body.roundNo);
      if (round.state !== 'betting' || d.now() >= round.betting_ends_at)
        throw new AppError('crash.betting.closed', `Round ${body.roundNo} no longer takes bets`);
      const wallet = await d.money.lockWallet(tx, books, memberId);
      const first = await replay(tx, wallet.balanceMinor);
      if (first) return first;
      if (await d.bets.lockMine(tx, round.id, memberId))
        throw new AppError('crash.bet.exists', `You have a bet on round ${body.roundNo} already`);
      if (wallet.balanceMinor < BigInt(body.stakeMinor))
        throw new AppError('wallet.insufficient.funds', 'Not enough balance for this bet');
      await refuseWhenDayFull(tx, merchant);
      const betId = await d.bets.insert(tx, {
        roundId: round.id,
        merchantCode: merchant.code,
        memberId,
        stakeMinor: body.stakeMinor,
        autoCashoutX100: body.autoCashoutX100 ?? null,
        currency: merchant.currencyCode,
        idempotencyKey: body.idempotencyKey,
        requestHash: hash,
      });
      const house = await d.money.houseAccount(books, AccountKind.gameHouse, memberId, tx);
      const entry = await d.money.post(
        {
          kind: EntryKind.bet,
          idempotencyKey: `crash:bet:${betId}`,
          memo: `Crash round ${round.round_no}`,
          ref: String(round.round_no),
          lines: [
            { accountId: wallet.id, amountMinor: -body.stakeMinor },
            { accountId: house, amountMinor: body.stakeMinor },
          ],
          rollup: memberDay(merchant, memberId),
        },
        tx,
      );
      const bet = (await d.bets.byId(betId, tx))!;
      return {
        bet: publicBet(bet),
        balanceMinor: Number(
          entry.balances.get(wallet.id) ?? wallet.balanceMinor - BigInt(body.stakeMinor),
        ),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'idempotency')) {
      const first = await replay();
      if (first) return first;
    }
    if (isUniqueViolation(err))
      throw new AppError('crash.bet.exists', `You have a bet on round ${body.roundNo} already`);
    throw err;
  }
}

/**
 * Cashes the member's bet out at the multiplier the server's clock gives now, if the round is
 * running and has not reached its bust point; a bet whose auto cash-out (or the round's house
 * limit) the curve passed already is paid at that. Lock order: the round (shared: its bust
 * waits), the bet, then the wallet (in the payment).
 */
export async function cashOut(
  d: BettingDeps,
  merchant: Merchant,
  memberId: number,
  roundNo: number,
): Promise<Answer> {
  const books = booksOf(merchant);
  return d.db.transaction(async (tx) => {
    const round = await d.rounds.lockShared(tx, merchant.code, roundNo);
    if (!round) throw unknownRound(roundNo);
    const bet = await d.bets.lockMine(tx, round.id, memberId);
    if (!bet) throw new AppError('crash.bet.none', `You have no bet on round ${roundNo}`);
    if (bet.state !== 'open')
      throw new AppError('crash.bet.settled', `Your bet on round ${roundNo} is settled already`);
    const now = d.now();
    const x100 = crashMultiplierX100(
      now.getTime() - round.betting_ends_at.getTime(),
      round.curve_rate,
    );
    const running = round.state === 'betting' || round.state === 'running';
    if (!running || now < round.betting_ends_at || now >= round.bust_at || x100 >= round.bust_x100)
      throw new AppError(
        'crash.round.not.running',
        now < round.betting_ends_at ? 'The round has not started' : 'The round has busted',
      );
    const cap = cashoutCapX100(bet, round.limit_x100);
    const settled = outcomeOf(bet, cap !== null && cap <= x100 ? cap : x100);
    await d.settle(tx, merchant, round, [{ bet, settled }], `crash:cashout:${bet.id}`, now);
    const after = (await d.bets.byId(bet.id, tx))!;
    return {
      bet: publicBet(after),
      balanceMinor: Number(await d.money.memberBalance(books, memberId, undefined, tx)),
    };
  });
}
