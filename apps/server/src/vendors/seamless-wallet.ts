import type { Db } from '../platform/db/db.ts';
import { AppError } from '../errors.ts';
import type { Ledger } from '../money/ledger.ts';
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
        WHERE vendor = $1 AND round_id = $2 FOR UPDATE`,
      [c.call.vendor, roundId],
    )
  )[0];

const roundClosed = (roundId: string) =>
  new AppError('vendor.round.closed', `Round ${roundId} is already settled`);
const roundUnknown = (roundId: string) =>
  new AppError('vendor.round.unknown', `Round ${roundId} has no bet of this player`);
const conflict = (message: string) => new AppError('vendor.transaction.conflict', message);

/** One ledger entry between the member's wallet and its counter account; `toMember` may be < 0. */
async function move(c: TxContext, txId: string, toMember: number, memo: string) {
  const entry = await c.ledger.post(
    {
      idempotencyKey: journalKey(c.call.vendor, txId),
      memo,
      lines: [
        { accountId: c.wallet, amountMinor: toMember },
        { accountId: c.counter, amountMinor: -toMember },
      ],
    },
    c.tx,
  );
  return entry.id;
}

/** The seamless wallet's rules; wallet-call.ts gives each call its lock, replay and record. */
export function createSeamlessWallet(db: Db, ledger: Ledger): SeamlessWallet {
  const calls = createWalletCalls(db, ledger);

  async function bet(c: TxContext, b: Parameters<SeamlessWallet['bet']>[1]): Promise<TxOutcome> {
    const [cancelled] = await c.tx.query(
      `SELECT 1 FROM vendor_transactions WHERE vendor = $1 AND kind = 'rollback' AND ref_tx_id = $2`,
      [c.call.vendor, b.txId],
    );
    if (cancelled) {
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
    const round = await roundOf(c, b.roundId);
    if (round && round.member_id !== c.member.id) return refused(roundUnknown(b.roundId));
    if (round && round.status !== 'open') return refused(roundClosed(b.roundId));
    if ((await c.balance()) < BigInt(b.amountMinor)) {
      return refused(new AppError('wallet.insufficient.funds', 'Insufficient balance'));
    }
    const entryId = await move(c, b.txId, -b.amountMinor, `${c.call.vendor} bet ${b.roundId}`);
    if (round) {
      await c.tx.query(
        'UPDATE game_rounds SET stake_minor = stake_minor + $3 WHERE vendor = $1 AND round_id = $2',
        [c.call.vendor, b.roundId, b.amountMinor],
      );
    } else {
      await c.tx.query(
        `INSERT INTO game_rounds (vendor, round_id, member_id, node_id, currency, is_free_play,
           status, stake_minor)
         VALUES ($1, $2, $3,
           (SELECT node_id FROM games WHERE vassalage = $1 AND game_id = $4), $5, $6, 'open', $7)`,
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
    }
    return { entryId };
  }

  async function win(c: TxContext, w: Parameters<SeamlessWallet['win']>[1]): Promise<TxOutcome> {
    const round = await roundOf(c, w.roundId);
    if (!round || round.member_id !== c.member.id) return refused(roundUnknown(w.roundId));
    if (round.status !== 'open') return refused(roundClosed(w.roundId));
    const entryId =
      w.amountMinor > 0
        ? await move(c, w.txId, w.amountMinor, `${c.call.vendor} win ${w.roundId}`)
        : null;
    await c.tx.query(
      `UPDATE game_rounds SET status = 'closed', win_minor = $3, closed_at = now()
        WHERE vendor = $1 AND round_id = $2`,
      [c.call.vendor, w.roundId, w.amountMinor],
    );
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
    return { entryId };
  }

  async function rollback(
    c: TxContext,
    r: Parameters<SeamlessWallet['rollback']>[1],
  ): Promise<TxOutcome> {
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
    if (!target) return { entryId: null };
    if (target.kind !== 'bet' || target.member_id !== c.member.id) {
      throw conflict(`Transaction ${r.betTxId} is not a bet of this player`);
    }
    // A refused bet moved nothing, and a bet is refunded once whatever rollback ids follow.
    const [done] = await c.tx.query(
      `SELECT 1 FROM vendor_transactions WHERE vendor = $1 AND kind = 'rollback' AND ref_tx_id = $2`,
      [c.call.vendor, r.betTxId],
    );
    if (target.journal_entry_id === null || done) return { entryId: null };
    if (target.amount_minor !== r.amountMinor || target.round_id !== r.roundId) {
      throw conflict(`Rollback ${r.txId} does not match bet ${r.betTxId}`);
    }
    const round = await roundOf(c, r.roundId);
    if (round?.status !== 'open') return refused(roundClosed(r.roundId));
    const entryId = await move(c, r.txId, r.amountMinor, `${c.call.vendor} rollback ${r.roundId}`);
    await c.tx.query(
      `UPDATE game_rounds SET stake_minor = stake_minor - $3,
         status = CASE WHEN stake_minor - $3 = 0 THEN 'cancelled' ELSE status END,
         closed_at = CASE WHEN stake_minor - $3 = 0 THEN now() ELSE closed_at END
        WHERE vendor = $1 AND round_id = $2`,
      [c.call.vendor, r.roundId, r.amountMinor],
    );
    return { entryId };
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
