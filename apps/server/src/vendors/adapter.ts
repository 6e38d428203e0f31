import type { VendorBetBody, VendorRollbackBody, VendorWinBody } from '@app/contract';
import type { Member } from '../accounts/members-repository.ts';
import type { Merchant } from '../merchant/merchants-repository.ts';
import type { WalletAnswer } from '../money/wallet-calls.ts';

/** A catalogue game as a launch needs it. */
export interface LaunchGame {
  nodeId: number;
  gameId: string;
  vendor: string;
  name: string;
  gameType: string;
  freeplay: 0 | 1;
}

/**
 * 'real': the vendor settles every round through the seamless wallet. 'free': play money; for a
 * trial member that is still the wallet (its balance is play money from the trial pool), for a
 * real member the vendor keeps the play money itself and never calls the wallet.
 */
export type LaunchMode = 'real' | 'free';

export interface LaunchInput {
  merchant: Merchant;
  member: Pick<Member, 'id' | 'type' | 'username'>;
  game: LaunchGame;
  mode: LaunchMode;
  /** BN or EN: the language the game should open in. */
  language: string;
  /**
   * The platform session that launches the game (sessions.id): the launch token and the game
   * session end with it (logout, password change, expiry, a disabled member).
   */
  sessionId: number;
}

/** What the operator asks of a game vendor. One adapter per vendor integration. */
export interface VendorAdapter {
  /** A URL that opens the game for this member; absolute path or absolute URL. */
  launch(input: LaunchInput): Promise<string>;
}

/**
 * What a vendor asks of the operator: the seamless wallet (vendors/wallet-routes.ts,
 * vendors/seamless-wallet.ts, money/wallet-calls.ts). Each call is signed, idempotent by `txId`,
 * and one statement (one transaction) of the money module.
 */
export interface SeamlessWallet {
  balance(call: WalletCall, body: { playerId: string; currency: string }): Promise<WalletAnswer>;
  bet(call: WalletCall, body: VendorBetBody): Promise<WalletAnswer>;
  win(call: WalletCall, body: VendorWinBody): Promise<WalletAnswer>;
  rollback(call: WalletCall, body: VendorRollbackBody): Promise<WalletAnswer>;
}

/** Who calls: an authenticated vendor, for members of one merchant. */
export interface WalletCall {
  merchant: Merchant;
  vendor: string;
}

/** An answer as sent (and as stored for a repeat): a success value, or a refusal. */
export type { WalletAnswer } from '../money/wallet-calls.ts';
