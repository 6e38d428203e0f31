import { errorStatus, type VendorWalletValue } from '@app/contract';
import type { Db } from '../platform/db/db.ts';
import { AppError, badRequest } from '../errors.ts';
import { isUniqueViolation } from '../accounts/free-play.ts';
import { requestHash } from './idempotency.ts';
import { AccountKind } from './kinds.ts';
import { booksOf, type MerchantRef, type Money } from './money.ts';

/** An answer as sent (and as stored for a repeat): a success value, or a refusal. */
export type WalletAnswer =
  { ok: true; value: VendorWalletValue } | { ok: false; errorCode: string; message: string };

/** A vendor's bet, win or rollback as parsed (contract vendor-wallet.ts). */
export interface VendorTx {
  playerId: string;
  currency: string;
  txId: string;
  roundId: string;
  amountMinor: number;
  /** Bets: the game, for the round's node. */
  gameId?: string;
  /** Rollbacks: the bet they cancel. */
  betTxId?: string;
}

export type VendorTxKind = 'bet' | 'win' | 'rollback';

/** The refusals a call stores, with their HTTP status from the contract (the record keeps it). */
const REFUSAL_STATUSES = JSON.stringify(
  Object.fromEntries(
    (
      [
        'vendor.transaction.rolledback',
        'member.disabled',
        'wallet.insufficient.funds',
        'vendor.round.closed',
        'vendor.round.unknown',
        'vendor.session.ended',
      ] as const
    ).map((code) => [code, errorStatus[code]]),
  ),
);

/** The body with its keys in order, so a repeat hashes the same (idempotency.ts). */
const canonical = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)));

type CallResult =
  | { answer: WalletAnswer }
  | { unknownPlayer: true }
  | { wrongCurrency: true }
  | { conflict: string };

const unknownPlayer = () => new AppError('not.found', 'Unknown player');
const wrongCurrency = (m: MerchantRef) =>
  badRequest(`currency: the player's wallet is in ${m.currencyCode}`);

/**
 * The seamless wallet's money side: each vendor call is ONE statement, the SQL function
 * `wallet_call` (migrations 016 and 038), which reads the member and locks the wallet, answers a
 * repeated `txId` from its record (or refuses another body with the same id), applies the round
 * rules, posts the entry with its two lines and balances, adds to the member's day, and stores the call's answer. This file
 * hashes the request and turns what the function returns into an answer or an error.
 */
export function createWalletCalls(db: Db, money: Money) {
  return {
    /** The member's wallet balance: one row (with the member's merchant). */
    async balance(merchant: MerchantRef, playerId: string, currency: string) {
      const [row] = await db.query<{ merchant_code: string; balance: string | null }>(
        `SELECT m.merchant_code, a.balance_minor::text AS balance FROM members m
           LEFT JOIN accounts a ON a.owner_member_id = m.id AND a.kind = 'member_wallet'
                AND a.currency = $2
          WHERE m.id = $1`,
        [playerId, merchant.currencyCode],
      );
      if (!row || row.merchant_code !== merchant.code) throw unknownPlayer();
      if (currency !== merchant.currencyCode) throw wrongCurrency(merchant);
      const balanceMinor = Number(row.balance ?? '0');
      const answer: WalletAnswer = {
        ok: true,
        value: {
          playerId,
          currency: merchant.currencyCode,
          balanceMinor,
          balance: balanceMinor / 100,
        },
      };
      return answer;
    },

    /**
     * One bet, win or rollback. Two first attempts of one txId for different players lock
     * different wallets; the loser of the unique index tries again and then finds the winner's
     * answer (or a conflict). A bet names the platform session its game was launched in
     * (`sessionId`, from the checked launch token): refused when that session has ended.
     */
    async transact(
      merchant: MerchantRef,
      vendor: string,
      kind: VendorTxKind,
      tx: VendorTx,
      sessionId: number | null = null,
    ): Promise<WalletAnswer> {
      const memberId = Number(tx.playerId);
      const books = booksOf(merchant);
      const gameHouse = await money.houseAccount(books, AccountKind.gameHouse, memberId);
      const trialPool = await money.houseAccount(books, AccountKind.trialPool, memberId);
      const hash = requestHash(canonical({ kind, ...tx }));
      const args = [
        vendor,
        kind,
        tx.playerId,
        merchant.code,
        merchant.currencyCode,
        merchant.timeZone,
        gameHouse,
        trialPool,
        tx.currency,
        tx.txId,
        tx.roundId,
        tx.amountMinor,
        tx.betTxId ?? null,
        tx.gameId ?? null,
        hash,
        REFUSAL_STATUSES,
        sessionId,
      ];
      for (let attempt = 0; ; attempt++) {
        let result: CallResult;
        try {
          [{ result }] = (await db.query<{ result: CallResult }>(
            `SELECT wallet_call($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
               $16::jsonb, $17::bigint) AS result`,
            args,
          )) as [{ result: CallResult }];
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 2) throw err;
          continue;
        }
        if ('answer' in result) return result.answer;
        if ('unknownPlayer' in result) throw unknownPlayer();
        if ('wrongCurrency' in result) throw wrongCurrency(merchant);
        throw new AppError('vendor.transaction.conflict', result.conflict);
      }
    },
  };
}

export type WalletCalls = ReturnType<typeof createWalletCalls>;
