import { randomUUID } from 'node:crypto';
import { errorStatus, type ErrorCode } from '@app/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, badRequest } from '../../errors.ts';
import { TRIAL_TYPE } from '../../accounts/auth-plugin.ts';
import { TRIAL_BALANCE_MINOR } from '../../accounts/free-play.ts';
import type { VendorAdapter } from '../adapter.ts';
import {
  createLaunchToken,
  launchTokenHash,
  readLaunchToken,
  vendorOfToken,
} from '../launch-token.ts';
import { vendorSecret } from '../signing.ts';
import { createWalletClient, type ClientAnswer, type WalletOp } from '../wallet-client.ts';
import { playRound, STAKES_MINOR, type Outcome } from './slot-math.ts';

/**
 * How long a game page keeps working after it was opened (a launch URL itself lives 10 min), at
 * most: the game ends before when the platform session that launched it does.
 */
const SESSION_HOURS = 4;

/**
 * The platform session `ps` that launched a game is live: not logged out or ended by a password
 * change (those delete it, and the game session with it), not expired, its member not disabled.
 */
const PLATFORM_SESSION_LIVE = `ps.expires_at > now() AND ps.member_id = mb.id AND NOT mb.disabled`;

export interface DemoSession {
  tokenHash: string;
  merchantCode: string;
  memberId: number;
  vendor: string;
  nodeId: number;
  gameId: string;
  gameName: string;
  currency: string;
  currencySymbol: string;
  mode: 'wallet' | 'play_money';
  language: string;
  /** A trial member: its wallet holds play money, so every round is free play. */
  isTrial: boolean;
  /**
   * The launch token the page was opened with and sends on each call (only its hash is stored):
   * every bet carries it, so the wallet refuses the stake once the platform session has ended.
   */
  launchToken: string;
}

export interface SpinResult extends Outcome {
  stakeMinor: number;
  balanceMinor: number;
}

const SESSION_COLUMNS = `s.token_hash AS "tokenHash", s.merchant_code AS "merchantCode",
  s.member_id AS "memberId", s.vendor, s.node_id AS "nodeId", g.game_id AS "gameId",
  g.name AS "gameName", m.currency_code AS currency, m.currency_symbol AS "currencySymbol", s.mode,
  s.language, (mb.type = 4) AS "isTrial"`;

const expired = () => new AppError('login.not.session', 'This game session has ended');

/** A refusal from the operator's wallet, passed on to the page with its own code. */
function fromWallet(answer: Extract<ClientAnswer, { ok: false }>): AppError {
  const known = answer.errorCode in errorStatus;
  return new AppError(known ? (answer.errorCode as ErrorCode) : 'unknown.error', answer.message);
}

/** The demo vendor's launch: a URL of its game page with a signed, short-lived launch token. */
export const demoAdapter = (config: AppConfig, vendor: string): VendorAdapter => ({
  async launch({ merchant, member, game, mode, language, sessionId }) {
    // A trial member's wallet already holds play money (the trial pool's), so it plays there.
    const walletMode = mode === 'real' || member.type === TRIAL_TYPE ? 'wallet' : 'play_money';
    const token = createLaunchToken(vendorSecret(config, vendor), {
      merchantCode: merchant.code,
      memberId: member.id,
      vendor,
      nodeId: game.nodeId,
      mode: walletMode,
      language,
      sessionId,
    });
    return `/demo-vendor/play?token=${encodeURIComponent(token)}`;
  },
});

/**
 * The demo game vendor. It stands where an outside vendor would: it launches by a signed URL,
 * keeps its own game sessions, and settles every round by signed HTTP calls to the operator's
 * seamless wallet (bet, then win, a win of 0 included). Only a real member's free play stays here,
 * on play money that never reaches the operator's ledger.
 */
export function createDemoVendor(db: Db, config: AppConfig, operatorUrl: () => string) {
  const secretOf = (vendor: string) => vendorSecret(config, vendor);

  async function find(token: string): Promise<DemoSession | null> {
    const [row] = await db.query<Omit<DemoSession, 'launchToken'>>(
      `SELECT ${SESSION_COLUMNS} FROM demo_vendor_sessions s JOIN games g ON g.node_id = s.node_id
         JOIN merchants m ON m.code = s.merchant_code JOIN members mb ON mb.id = s.member_id
         JOIN sessions ps ON ps.id = s.platform_session_id
        WHERE s.token_hash = $1 AND s.expires_at > now() AND ${PLATFORM_SESSION_LIVE}`,
      [launchTokenHash(token)],
    );
    return row ? { ...row, launchToken: token } : null;
  }

  /** The session of a launch token: made on first use within its 10 minutes, then looked up. */
  async function open(token: string): Promise<DemoSession> {
    const existing = await find(token);
    if (existing) return existing;
    const vendor = vendorOfToken(token);
    const claims = vendor ? readLaunchToken(secretOf(vendor), token) : null;
    if (!claims || claims.exp < Date.now() / 1000 || !Number.isSafeInteger(claims.sessionId)) {
      throw expired();
    }
    // The member's ended sessions go as a new one starts (the table stays small without a job).
    await db.query(
      'DELETE FROM demo_vendor_sessions WHERE member_id = $1 AND expires_at <= now()',
      [claims.memberId],
    );
    // Made only while the launching platform session is live (a token from before a logout
    // opens nothing), and bound to it: that session's end ends this game.
    await db.query(
      `INSERT INTO demo_vendor_sessions (token_hash, merchant_code, member_id, vendor, node_id,
         mode, play_balance_minor, language, expires_at, platform_session_id)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(hours => $9), ps.id
         FROM sessions ps JOIN members mb ON mb.id = $3
        WHERE ps.id = $10 AND ${PLATFORM_SESSION_LIVE}
       ON CONFLICT (token_hash) DO NOTHING`,
      [
        launchTokenHash(token),
        claims.merchantCode,
        claims.memberId,
        claims.vendor,
        claims.nodeId,
        claims.mode,
        claims.mode === 'play_money' ? TRIAL_BALANCE_MINOR : null,
        claims.language,
        SESSION_HOURS,
        claims.sessionId,
      ],
    );
    const created = await find(token);
    if (!created) throw expired();
    return created;
  }

  /** A session by token for the page's calls: never creates one. */
  async function session(token: string): Promise<DemoSession> {
    const s = await find(token);
    if (!s) throw expired();
    return s;
  }

  const walletOf = (s: DemoSession) => {
    const call = createWalletClient({
      baseUrl: operatorUrl(),
      vendor: s.vendor,
      secret: secretOf(s.vendor),
      merchantCode: s.merchantCode,
    });
    return async (op: WalletOp, body: object) => {
      // Retried with the same transaction id: the wallet answers a repeat without moving money.
      for (let attempt = 0; ; attempt++) {
        try {
          return await call(op, body);
        } catch (err) {
          if (attempt >= 2) throw err;
        }
      }
    };
  };

  async function playMoney(s: DemoSession): Promise<number> {
    const [row] = await db.query<{ b: number }>(
      'SELECT play_balance_minor AS b FROM demo_vendor_sessions WHERE token_hash = $1',
      [s.tokenHash],
    );
    return row?.b ?? 0;
  }

  async function balance(s: DemoSession): Promise<number> {
    if (s.mode === 'play_money') return playMoney(s);
    const answer = await walletOf(s)('balance', {
      playerId: String(s.memberId),
      currency: s.currency,
    });
    if (!answer.ok) throw fromWallet(answer);
    return answer.value.balanceMinor;
  }

  async function spin(s: DemoSession, stakeMinor: number): Promise<SpinResult> {
    if (!(STAKES_MINOR as readonly number[]).includes(stakeMinor)) {
      throw badRequest(`stake: one of ${STAKES_MINOR.join(', ')} minor units`);
    }
    const outcome = playRound(stakeMinor);
    if (s.mode === 'play_money') {
      const [row] = await db.query<{ b: number }>(
        `UPDATE demo_vendor_sessions SET play_balance_minor = play_balance_minor - $2 + $3
          WHERE token_hash = $1 AND play_balance_minor >= $2 RETURNING play_balance_minor AS b`,
        [s.tokenHash, stakeMinor, outcome.winMinor],
      );
      if (!row) throw new AppError('wallet.insufficient.funds', 'Insufficient balance');
      return { ...outcome, stakeMinor, balanceMinor: row.b };
    }
    const wallet = walletOf(s);
    const roundId = `demo-${randomUUID()}`;
    const base = { playerId: String(s.memberId), currency: s.currency, roundId };
    const betTx = { ...base, txId: `${roundId}:bet`, amountMinor: stakeMinor };
    let bet: ClientAnswer;
    try {
      bet = await wallet('bet', { ...betTx, gameId: s.gameId, launchToken: s.launchToken });
    } catch (err) {
      // Whether the bet arrived is unknown: a rollback refunds it, or makes it refused if late.
      await wallet('rollback', { ...betTx, txId: `${roundId}:rollback`, betTxId: betTx.txId });
      throw err;
    }
    if (!bet.ok) throw fromWallet(bet);
    const win = await wallet('win', {
      ...base,
      txId: `${roundId}:win`,
      amountMinor: outcome.winMinor,
    });
    if (!win.ok) throw fromWallet(win);
    return { ...outcome, stakeMinor, balanceMinor: win.value.balanceMinor };
  }

  return { open, session, balance, spin };
}

export type DemoVendor = ReturnType<typeof createDemoVendor>;
