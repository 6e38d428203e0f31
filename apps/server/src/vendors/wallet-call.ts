import type { Db, Queryable } from '../platform/db/db.ts';
import { AppError, badRequest } from '../errors.ts';
import { TRIAL_TYPE } from '../accounts/auth-plugin.ts';
import type { Member } from '../accounts/members-repository.ts';
import { createMembersRepository } from '../accounts/members-repository.ts';
import { isUniqueViolation } from '../accounts/free-play.ts';
import { replayOr, requestHash } from '../money/idempotency.ts';
import { AccountKind } from '../money/kinds.ts';
import { booksOf, memberDay, type LockedWallet, type Money } from '../money/money.ts';
import type { RollupMember } from '../money/rollups.ts';
import type { WalletAnswer, WalletCall } from './adapter.ts';

export type TxKind = 'bet' | 'win' | 'rollback';

export interface TxRequest {
  kind: TxKind;
  playerId: string;
  currency: string;
  txId: string;
  roundId: string;
  amountMinor: number;
  refTxId?: string;
  body: Record<string, unknown>;
}

/** What a locked call works with. */
export interface TxContext {
  tx: Queryable;
  money: Money;
  call: WalletCall;
  member: Member;
  /** The member's wallet, its row locked for this transaction, with its balance. */
  wallet: LockedWallet;
  /** Where the member's stakes go and wins come from: game house, or trial pool for a trial. */
  counter: number;
  isFreePlay: boolean;
  /** The member-day row this call counts in; none for trial members (play money). */
  day: RollupMember | undefined;
  /** A rollback of this call's txId arrived before it (a late bet is refused). */
  rolledBackBefore: boolean;
}

/** A refusal is answered and stored; `entryId` names the journal entry when money moved. */
export type TxOutcome = { refusal: AppError } | { entryId: number | null; balanceMinor: bigint };

/** The body with its keys in order, so a repeat hashes the same (money/idempotency.ts). */
const canonical = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)));

export const journalKey = (vendor: string, txId: string) => `vendor:${vendor}:${txId}`;

export const refused = (refusal: AppError): TxOutcome => ({ refusal });

const answerOf = (
  call: WalletCall,
  playerId: string,
  minor: bigint,
  extra: { txId?: string; roundId?: string } = {},
): WalletAnswer => {
  const balanceMinor = Number(minor);
  return {
    ok: true,
    value: {
      playerId,
      currency: call.merchant.currencyCode,
      balanceMinor,
      balance: balanceMinor / 100,
      ...extra,
    },
  };
};

/**
 * Runs one vendor transaction call: ONE database transaction that locks the member's wallet row
 * (so concurrent calls for one member queue and never overdraw it), answers a repeated `txId`
 * from what was stored, and stores this call's answer, refusals included, with what it moved.
 * A call is a handful of statements: the lock (which reads the balance), one look-up of the
 * txId and of a rollback that came first, the round, the posting (entry, lines and balances in
 * one statement), the member's day, and this call's record.
 */
export function createWalletCalls(db: Db, money: Money) {
  const members = createMembersRepository(db);

  async function memberOf(call: WalletCall, playerId: string, currency: string): Promise<Member> {
    const member = await members.findById(Number(playerId));
    if (!member || member.merchantCode !== call.merchant.code) {
      throw new AppError('not.found', 'Unknown player');
    }
    if (currency !== call.merchant.currencyCode) {
      throw badRequest(`currency: the player's wallet is in ${call.merchant.currencyCode}`);
    }
    return member;
  }

  async function once(
    call: WalletCall,
    req: TxRequest,
    member: Member,
    hash: string,
    run: (c: TxContext) => Promise<TxOutcome>,
  ): Promise<WalletAnswer> {
    return db.transaction(async (tx) => {
      const books = booksOf(call.merchant);
      const wallet = await money.lockWallet(tx, books, member.id);
      // This txId's earlier answer, and a rollback that named it before it came.
      const seen = await tx.query<{
        tx_id: string;
        kind: TxKind;
        request_hash: string;
        response: WalletAnswer;
      }>(
        `SELECT tx_id, kind, request_hash, response FROM vendor_transactions
          WHERE vendor = $1 AND (tx_id = $2 OR (kind = 'rollback' AND ref_tx_id = $2))`,
        [call.vendor, req.txId],
      );
      const earlier = seen.find((r) => r.tx_id === req.txId);
      const conflict = () =>
        new AppError(
          'vendor.transaction.conflict',
          `Transaction ${req.txId} was already sent with other details`,
        );
      const stored = earlier && {
        requestHash: earlier.request_hash,
        answer: () => earlier.response,
      };
      return replayOr<WalletAnswer>(stored, hash, conflict, async () => {
        const isFreePlay = member.type === TRIAL_TYPE;
        const c: TxContext = {
          tx,
          money,
          call,
          member,
          wallet,
          counter: await money.houseAccount(
            books,
            isFreePlay ? AccountKind.trialPool : AccountKind.gameHouse,
            member.id,
            tx,
          ),
          isFreePlay,
          day: isFreePlay ? undefined : memberDay(call.merchant, member.id),
          rolledBackBefore: seen.some((r) => r.kind === 'rollback' && r.tx_id !== req.txId),
        };
        const outcome = await run(c);
        const answer: WalletAnswer =
          'refusal' in outcome
            ? { ok: false, errorCode: outcome.refusal.errorCode, message: outcome.refusal.message }
            : answerOf(call, req.playerId, outcome.balanceMinor, {
                txId: req.txId,
                roundId: req.roundId,
              });
        await tx.query(
          `INSERT INTO vendor_transactions (vendor, tx_id, kind, round_id, member_id, amount_minor,
             currency, ref_tx_id, request_hash, status_code, response, journal_entry_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            call.vendor,
            req.txId,
            req.kind,
            req.roundId,
            member.id,
            req.amountMinor,
            req.currency,
            req.refTxId ?? null,
            hash,
            'refusal' in outcome ? outcome.refusal.statusCode : 200,
            JSON.stringify(answer),
            'entryId' in outcome ? outcome.entryId : null,
          ],
        );
        return answer;
      });
    });
  }

  return {
    async balance(call: WalletCall, body: { playerId: string; currency: string }) {
      const member = await memberOf(call, body.playerId, body.currency);
      const minor = await money.memberBalance(booksOf(call.merchant), member.id);
      return answerOf(call, body.playerId, minor);
    },

    async transact(
      call: WalletCall,
      req: TxRequest,
      run: (c: TxContext) => Promise<TxOutcome>,
    ): Promise<WalletAnswer> {
      const member = await memberOf(call, req.playerId, req.currency);
      const hash = requestHash(canonical({ kind: req.kind, ...req.body }));
      // Two first attempts of one txId for different players lock different wallets; the loser
      // of the unique index tries once more and then finds the winner's answer (or a conflict).
      for (let attempt = 0; ; attempt++) {
        try {
          return await once(call, req, member, hash, run);
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 2) throw err;
        }
      }
    },
  };
}

export type WalletCalls = ReturnType<typeof createWalletCalls>;
