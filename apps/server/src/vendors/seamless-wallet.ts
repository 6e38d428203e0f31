import type { Db } from '../platform/db/db.ts';
import { AppError } from '../errors.ts';
import type { Money } from '../money/money.ts';
import { addToRollup, type RollupDelta } from '../money/rollups.ts';
import type { SeamlessWallet, WalletCall } from './adapter.ts';
import {
  createWalletCalls,
  journalKey,
  refused,
  type TxContext,
  type TxOutcome,
} from './wallet-call.ts';

interface RoundRow {
  member_id: number;
  node_id: number | null;
  status: 'open' | 'closed' | 'cancelled';
  stake_minor: number;
}

const roundOf = async (c: TxContext, roundId: string) =>
  (
    await c.tx.query<RoundRow>(
      `SELECT member_id, node_id, status, stake_minor FROM game_rounds
        WHERE vendor = $1 AND round_id = $2`,
      [c.call.vendor, roundId],
    )
  )[0];

const roundClosed = (roundId: string) =>
  new AppError('vendor.round.closed', `Round ${roundId} is already settled`);
const roundUnknown = (roundId: string) =>
  new AppError('vendor.round.unknown', `Round ${roundId} has no bet of this player`);
const conflict = (message: string) => new AppError('vendor.transaction.conflict', message);

/** Why a round refuses this member's call, read only when it did (the refusal path). */
async function roundRefusal(c: TxContext, roundId: string, mustExist: boolean) {
  const round = await roundOf(c, roundId);
  if (!round) return mustExist ? roundUnknown(roundId) : null;
  if (round.member_id !== c.member.id) return roundUnknown(roundId);
  if (round.status !== 'open') return roundClosed(roundId);
  return null;
}

/**
 * One ledger entry between the member's wallet and its counter account; `toMember` may be < 0.
 * Counted in the member's day (stakes, wins), and `alsoRollup` with it (a settled round).
 */
async function move(
  c: TxContext,
  kind: 'bet' | 'win' | 'rollback',
  txId: string,
  toMember: number,
  memo: string,
  alsoRollup?: RollupDelta,
) {
  const entry = await c.money.post(
    {
      kind,
      idempotencyKey: journalKey(c.call.vendor, txId),
      memo,
      lines: [
        { accountId: c.wallet.id, amountMinor: toMember },
        { accountId: c.counter, amountMinor: -toMember },
      ],
      ...(c.day && { rollup: c.day }),
      ...(alsoRollup && { alsoRollup }),
    },
    c.tx,
  );
  return { entryId: entry.id, balanceMinor: entry.balances.get(c.wallet.id)! };
}

/** The seamless wallet's rules; wallet-call.ts gives each call its lock, replay and record. */
export function createSeamlessWallet(db: Db, money: Money): SeamlessWallet {
  const calls = createWalletCalls(db, money);

  async function bet(c: TxContext, b: Parameters<SeamlessWallet['bet']>[1]): Promise<TxOutcome> {
    if (c.rolledBackBefore) {
      return refused(
        new AppError(
          'vendor.transaction.rolledback',
          `Bet ${b.txId} was rolled back before it came`,
        ),
      );
    }
    // A disabled member places no new stakes; wins and refunds still reach the wallet.
    if (c.member.disabled)
      return refused(new AppError('member.disabled', 'The account is disabled'));
    if (c.wallet.balanceMinor < BigInt(b.amountMinor)) {
      const refusal = await roundRefusal(c, b.roundId, false);
      return refused(refusal ?? new AppError('wallet.insufficient.funds', 'Insufficient balance'));
    }
    // Opens the round, or adds to it while it is open and this member's.
    const [round] = await c.tx.query(
      `INSERT INTO game_rounds (vendor, round_id, member_id, node_id, currency, is_free_play,
         status, stake_minor)
       VALUES ($1, $2, $3,
         (SELECT node_id FROM games WHERE vassalage = $1 AND game_id = $4), $5, $6, 'open', $7)
       ON CONFLICT (vendor, round_id) DO UPDATE
         SET stake_minor = game_rounds.stake_minor + EXCLUDED.stake_minor
         WHERE game_rounds.status = 'open' AND game_rounds.member_id = EXCLUDED.member_id
       RETURNING id`,
      [
        c.call.vendor,
        b.roundId,
        c.member.id,
        b.gameId ?? null,
        b.currency,
        c.isFreePlay,
        b.amountMinor,
      ],
    );
    if (!round) return refused((await roundRefusal(c, b.roundId, true))!);
    return move(c, 'bet', b.txId, -b.amountMinor, `${c.call.vendor} bet ${b.roundId}`);
  }

  async function win(c: TxContext, w: Parameters<SeamlessWallet['win']>[1]): Promise<TxOutcome> {
    const [round] = await c.tx.query<{ node_id: number | null; stake_minor: number }>(
      `UPDATE game_rounds SET status = 'closed', win_minor = $3, closed_at = now()
        WHERE vendor = $1 AND round_id = $2 AND member_id = $4 AND status = 'open'
        RETURNING node_id, stake_minor`,
      [c.call.vendor, w.roundId, w.amountMinor, c.member.id],
    );
    if (!round) return refused((await roundRefusal(c, w.roundId, true)) ?? roundUnknown(w.roundId));
    // The round is settled: its stake is valid turnover of the member's day.
    const settled: RollupDelta = { validStakesMinor: Number(round.stake_minor), betCount: 1 };
    const moved =
      w.amountMinor > 0
        ? await move(c, 'win', w.txId, w.amountMinor, `${c.call.vendor} win ${w.roundId}`, settled)
        : { entryId: null, balanceMinor: c.wallet.balanceMinor };
    if (w.amountMinor === 0 && c.day) await addToRollup(c.tx, c.day, settled);
    await c.tx.query(
      `INSERT INTO bets (merchant_code, member_id, vendor, node_id, round_id, stake_minor,
         win_minor, currency, is_free_play)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        c.call.merchant.code,
        c.member.id,
        c.call.vendor,
        round.node_id,
        w.roundId,
        round.stake_minor,
        w.amountMinor,
        w.currency,
        c.isFreePlay,
      ],
    );
    return moved;
  }

  async function rollback(
    c: TxContext,
    r: Parameters<SeamlessWallet['rollback']>[1],
  ): Promise<TxOutcome> {
    const nothing = { entryId: null, balanceMinor: c.wallet.balanceMinor };
    const [target] = await c.tx.query<{
      kind: string;
      member_id: number;
      amount_minor: number;
      round_id: string;
      journal_entry_id: number | null;
    }>(
      `SELECT kind, member_id, amount_minor, round_id, journal_entry_id FROM vendor_transactions
        WHERE vendor = $1 AND tx_id = $2`,
      [c.call.vendor, r.betTxId],
    );
    // Not seen yet: recorded by this call's row (ref_tx_id), which makes the late bet refused.
    if (!target) return nothing;
    if (target.kind !== 'bet' || target.member_id !== c.member.id) {
      throw conflict(`Transaction ${r.betTxId} is not a bet of this player`);
    }
    // A refused bet moved nothing, and a bet is refunded once whatever rollback ids follow.
    const [done] = await c.tx.query(
      `SELECT 1 FROM vendor_transactions WHERE vendor = $1 AND kind = 'rollback' AND ref_tx_id = $2`,
      [c.call.vendor, r.betTxId],
    );
    if (target.journal_entry_id === null || done) return nothing;
    if (target.amount_minor !== r.amountMinor || target.round_id !== r.roundId) {
      throw conflict(`Rollback ${r.txId} does not match bet ${r.betTxId}`);
    }
    const [round] = await c.tx.query(
      `UPDATE game_rounds SET stake_minor = stake_minor - $3,
         status = CASE WHEN stake_minor - $3 = 0 THEN 'cancelled' ELSE status END,
         closed_at = CASE WHEN stake_minor - $3 = 0 THEN now() ELSE closed_at END
        WHERE vendor = $1 AND round_id = $2 AND status = 'open'
        RETURNING id`,
      [c.call.vendor, r.roundId, r.amountMinor],
    );
    if (!round) return refused(roundClosed(r.roundId));
    return move(c, 'rollback', r.txId, r.amountMinor, `${c.call.vendor} rollback ${r.roundId}`);
  }

  const request = (
    kind: 'bet' | 'win' | 'rollback',
    b: {
      playerId: string;
      currency: string;
      txId: string;
      roundId: string;
      amountMinor: number;
    },
  ) => ({ kind, ...b, body: { ...b } });

  return {
    balance: (call: WalletCall, b) => calls.balance(call, b),
    bet: (call, b) => calls.transact(call, request('bet', b), (c) => bet(c, b)),
    win: (call, b) => calls.transact(call, request('win', b), (c) => win(c, b)),
    rollback: (call, b) =>
      calls.transact(call, { ...request('rollback', b), refTxId: b.betTxId }, (c) =>
        rollback(c, b),
      ),
  };
}
