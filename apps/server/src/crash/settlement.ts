import { crashWinMinor } from '@app/contract';
import { recordBets } from '../money/bets.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import type { MerchantRef, Money } from '../money/money.ts';
import { settleOnDay } from '../originals/day-cap.ts';
import type { Queryable } from '../platform/db/db.ts';
import type { BetRow, BetsRepository, Settled } from './bets-repository.ts';
import { heldMinor } from './house-limit.ts';
import type { RoundRow } from './rounds-repository.ts';

/**
 * Crash bets are bets of the in-house vendor (demo seed games.ts, INHOUSE), game `crash`; each
 * bet's round id is `crash-<roundNo>-<betId>` (in the style of the other in-house games' `<game>-<id>`;
 * bets are unique per vendor and round id, and a round has many), so a record names its round.
 */
export const INHOUSE_VENDOR = 'INHOUSE';
export const CRASH_GAME_CODE = 'crash';
export const betRoundRef = (roundNo: number, betId: number) =>
  `${CRASH_GAME_CODE}-${roundNo}-${betId}`;

/** A bet's outcome: won at `x100` (a cash-out, manual or auto), or lost (x100 null). */
export function outcomeOf(bet: BetRow, x100: number | null): Settled {
  if (x100 === null) return { id: bet.id, state: 'lost', cashoutX100: null, winMinor: 0 };
  return {
    id: bet.id,
    state: 'won',
    cashoutX100: x100,
    winMinor: crashWinMinor(bet.stake_minor, x100),
  };
}

export interface SettlementDeps {
  money: Money;
  bets: BetsRepository;
}

/**
 * Settles bets in the caller's transaction, which holds them (locked, still open): their state,
 * their records (bets, for the member's records and agents' team figures) and one money entry
 * paying every win from the game house and counting every stake as valid turnover of the member's
 * day; last, the day the round reserved its best case on (house-limit.ts) takes their net and
 * releases their share. `key` names the entry: a second try with it would move nothing.
 */
export function createSettlement(d: SettlementDeps) {
  let crashNode: Promise<number | null> | null = null;
  const nodeOf = (q: Queryable) =>
    (crashNode ??= q
      .query<{ node_id: number }>(
        `SELECT node_id FROM games WHERE vassalage = $1
            AND (game_id = $2 OR lower(name) = $2)
          ORDER BY (game_id = $2) DESC, node_id LIMIT 1`,
        [INHOUSE_VENDOR, CRASH_GAME_CODE],
      )
      .then(([row]) => row?.node_id ?? null)
      .catch((err: unknown) => {
        crashNode = null;
        throw err;
      }));

  return async function settle(
    tx: Queryable,
    m: MerchantRef,
    round: RoundRow,
    outcomes: readonly { bet: BetRow; settled: Settled }[],
    key: string,
    now: Date,
  ): Promise<void> {
    if (!outcomes.length) return;
    await d.bets.markSettled(
      tx,
      outcomes.map((o) => o.settled),
      now,
    );
    await recordBets(
      tx,
      m,
      { vendor: INHOUSE_VENDOR, nodeId: await nodeOf(tx) },
      outcomes.map((o) => ({
        memberId: o.bet.member_id,
        roundId: betRoundRef(round.round_no, o.bet.id),
        stakeMinor: o.bet.stake_minor,
        winMinor: o.settled.winMinor,
      })),
    );
    await d.money.payBatch(tx, m, {
      kind: EntryKind.win,
      from: AccountKind.gameHouse,
      idempotencyKey: key,
      memo: `Crash round ${round.round_no}`,
      ref: String(round.round_no),
      parts: outcomes.map((o) => ({
        memberId: o.bet.member_id,
        amountMinor: BigInt(o.settled.winMinor),
        settled: { stakeMinor: BigInt(o.bet.stake_minor), rounds: 1 },
      })),
    });
    if (round.cap_day !== null)
      await settleOnDay(tx, m, round.cap_day, {
        netMinor: outcomes.reduce((sum, o) => sum + o.settled.winMinor - o.bet.stake_minor, 0),
        heldMinor: outcomes.reduce((sum, o) => sum + heldMinor(o.bet, round.limit_x100), 0),
      });
  };
}

export type Settle = ReturnType<typeof createSettlement>;
