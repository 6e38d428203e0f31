import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../platform/db/db.ts';
import { AppError, badRequest } from '../errors.ts';
import { TRIAL_TYPE } from '../accounts/auth-plugin.ts';
import type { Member } from '../accounts/members-repository.ts';
import { createMembersRepository } from '../accounts/members-repository.ts';
import { isUniqueViolation } from '../accounts/free-play.ts';
import type { Ledger } from '../money/ledger.ts';
import type { WalletAnswer, WalletCall } from './adapter.ts';

/** The house side of real-money rounds; trial members' rounds use the trial pool instead. */
export const GAME_HOUSE_KIND = 'game_house';

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
  ledger: Ledger;
  call: WalletCall;
  member: Member;
  /** The member's wallet (its row is locked for this transaction). */
  wallet: number;
  /** Where the member's stakes go and wins come from: game house, or trial pool for a trial. */
  counter: number;
  isFreePlay: boolean;
  balance: () => Promise<bigint>;
}

/** A refusal is answered and stored; `entryId` names the journal entry when money moved. */
export type TxOutcome = { refusal: AppError } | { entryId: number | null };

const canonical = (v: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))));

export const journalKey = (vendor: string, txId: string) => `vendor:${vendor}:${txId}`;

export const refused = (refusal: AppError): TxOutcome => ({ refusal });

/**
 * Runs one vendor transaction call: ONE database transaction that locks the member's wallet row
 * (so concurrent calls for one member queue and never overdraw it), answers a repeated `txId`
 * from what was stored, and stores this call's answer, refusals included, with what it moved.
 */
export function createWalletCalls(db: Db, ledger: Ledger) {
  async function memberOf(call: WalletCall, playerId: string, currency: string): Promise<Member> {
    const member = await createMembersRepository(db).findById(Number(playerId));
    if (!member || member.merchantCode !== call.merchant.code) {
      throw new AppError('not.found', 'Unknown player');
    }
    if (currency !== call.merchant.currencyCode) {
      throw badRequest(`currency: the player's wallet is in ${call.merchant.currencyCode}`);
    }
    return member;
  }

  const accountsOf = async (q: Queryable, call: WalletCall, member: Member) => {
    const ref = { merchantCode: call.merchant.code, currency: call.merchant.currencyCode };
    const isFreePlay = member.type === TRIAL_TYPE;
    const wallet = await ledger.account(
      { ...ref, ownerMemberId: member.id, kind: 'member_wallet' },
      q,
    );
    const counter = await ledger.account(
      { ...ref, ownerMemberId: null, kind: isFreePlay ? 'trial_pool' : GAME_HOUSE_KIND },
      q,
    );
    return { wallet, counter, isFreePlay };
  };

  const answerOf = async (
    c: Pick<TxContext, 'balance' | 'call'>,
    playerId: string,
    extra: { txId?: string; roundId?: string } = {},
  ): Promise<WalletAnswer> => {
    const balanceMinor = Number(await c.balance());
    return {
      ok: true,
      value: {
        playerId,
        currency: c.call.merchant.currencyCode,
        balanceMinor,
        balance: balanceMinor / 100,
        ...extra,
      },
    };
  };

  async function once(
    call: WalletCall,
    req: TxRequest,
    member: Member,
    hash: string,
    run: (c: TxContext) => Promise<TxOutcome>,
  ): Promise<WalletAnswer> {
    return db.transaction(async (tx) => {
      const { wallet, counter, isFreePlay } = await accountsOf(tx, call, member);
      await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [wallet]);
      const [prev] = await tx.query<{ request_hash: string; response: WalletAnswer }>(
        'SELECT request_hash, response FROM vendor_transactions WHERE vendor = $1 AND tx_id = $2',
        [call.vendor, req.txId],
      );
      if (prev) {
        if (prev.request_hash !== hash) {
          throw new AppError(
            'vendor.transaction.conflict',
            `Transaction ${req.txId} was already sent with other details`,
          );
        }
        return prev.response;
      }
      const c: TxContext = {
        tx,
        ledger,
        call,
        member,
        wallet,
        counter,
        isFreePlay,
        balance: () => ledger.balance(wallet, tx),
      };
      const outcome = await run(c);
      const answer: WalletAnswer =
        'refusal' in outcome
          ? { ok: false, errorCode: outcome.refusal.errorCode, message: outcome.refusal.message }
          : await answerOf(c, req.playerId, { txId: req.txId, roundId: req.roundId });
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
  }

  return {
    async balance(call: WalletCall, body: { playerId: string; currency: string }) {
      const member = await memberOf(call, body.playerId, body.currency);
      const ref = { merchantCode: call.merchant.code, currency: call.merchant.currencyCode };
      const wallet = await ledger.findAccount({
        ...ref,
        ownerMemberId: member.id,
        kind: 'member_wallet',
      });
      return answerOf(
        { call, balance: async () => (wallet === null ? 0n : ledger.balance(wallet)) },
        body.playerId,
      );
    },

    async transact(
      call: WalletCall,
      req: TxRequest,
      run: (c: TxContext) => Promise<TxOutcome>,
    ): Promise<WalletAnswer> {
      const member = await memberOf(call, req.playerId, req.currency);
      const hash = createHash('sha256')
        .update(canonical({ kind: req.kind, ...req.body }))
        .digest('hex');
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
