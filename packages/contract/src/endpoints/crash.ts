import { z } from 'zod';
import { CRASH_LIMITS } from '../crash-rules.ts';
import { defineEndpoint } from '../endpoint.ts';
import { idempotencyKeySchema, minorSchema } from './money.ts';
import { queryInt } from './query-params.ts';

/**
 * The crash game (issue 23, README "Crash"): one round at a time shared by every player, its seed
 * taken from a chain committed in advance. Besides these endpoints, the live round streams as
 * server-sent events from `GET /wps/crash/stream` (CRASH_STREAM_PATH): each event is a
 * `crashStateSchema` snapshot.
 */
export const CRASH_STREAM_PATH = '/wps/crash/stream';

export const crashRoundStates = ['betting', 'running', 'busted', 'settled'] as const;
export type CrashRoundState = (typeof crashRoundStates)[number];

export const crashRoundSchema = z.object({
  roundNo: z.number().int(),
  state: z.enum(crashRoundStates),
  /** Bets are taken until then; the curve starts then. */
  bettingEndsAt: z.string(),
  /** The chain's hash this round's seed must hash to (the commitment, for a chain's first round). */
  previousHash: z.string(),
  /** Revealed once the round busts; null before. */
  seed: z.string().nullable(),
  bustX100: z.number().int().nullable(),
  bustedAt: z.string().nullable(),
  /** The curve's rate per millisecond: the multiplier t ms after the start is e^(rate t). */
  curveRatePerMs: z.number(),
  /**
   * The round's house limit once it runs, when below the top: bets still in play are cashed out
   * there (the in-house games' payout cap of the day; README "Crash"). Null: no limit.
   */
  limitX100: z.number().int().nullable(),
});
export type CrashRound = z.infer<typeof crashRoundSchema>;

/** One event of the stream, and the answer of `getCrashState`. */
export const crashStateSchema = z.object({
  serverTime: z.string(),
  round: crashRoundSchema.nullable(),
  /** The current chain's commitment (its last hash), published before the chain's first round. */
  commitment: z.string().nullable(),
  /** Bets on the round, and how many of them have cashed out so far. */
  players: z.number().int(),
  cashedOut: z.number().int(),
  /** The last rounds' bust points, newest first. */
  recent: z.array(z.object({ roundNo: z.number().int(), bustX100: z.number().int() })),
});
export type CrashState = z.infer<typeof crashStateSchema>;

export const crashBetStates = ['open', 'won', 'lost'] as const;

export const crashBetSchema = z.object({
  betId: z.number().int(),
  roundNo: z.number().int(),
  stakeMinor: minorSchema,
  autoCashoutX100: z.number().int().nullable(),
  state: z.enum(crashBetStates),
  /** The multiplier it cashed out at (won); null otherwise. */
  cashoutX100: z.number().int().nullable(),
  winMinor: minorSchema,
  createdAt: z.string(),
});
export type CrashBet = z.infer<typeof crashBetSchema>;

export const getCrashState = defineEndpoint({
  method: 'GET',
  path: '/wps/crash/state',
  summary: 'The crash round now (as the stream sends it), with the last bust points',
  tags: ['crash'],
  value: crashStateSchema,
  auth: false,
});

export const getCrashHistory = defineEndpoint({
  method: 'GET',
  path: '/wps/crash/history',
  summary: 'The last busted rounds, newest first, each with its revealed seed',
  tags: ['crash'],
  query: z.object({ size: queryInt(1, 100).default(20) }),
  value: z.object({ rounds: z.array(crashRoundSchema) }),
  auth: false,
});

export const verifyCrashRound = defineEndpoint({
  method: 'GET',
  path: '/wps/crash/verify',
  summary: "A round's seed (once busted), the hash it must chain to and its chain's commitment",
  tags: ['crash'],
  query: z.object({ round: queryInt(1) }),
  value: crashRoundSchema.extend({
    /** The HMAC-SHA256 message of the round's float: `crash:<roundNo>`. */
    message: z.string(),
    /** The chain's last hash, published before its first round. */
    commitment: z.string(),
    /** Where the round sits in its chain: sha256 applied `chainIndex` times to the seed gives the commitment. */
    chainIndex: z.number().int(),
  }),
  auth: false,
  errors: ['crash.round.unknown'],
});

export const placeCrashBet = defineEndpoint({
  method: 'POST',
  path: '/wps/crash/bet',
  summary: 'Bets on the round taking bets (one bet per player and round), paid from the wallet',
  tags: ['crash'],
  body: z.strictObject({
    /** The round the player saw: refused once it stopped taking bets. */
    roundNo: z.number().int().positive(),
    stakeMinor: z.number().int().min(CRASH_LIMITS.minStakeMinor).max(CRASH_LIMITS.maxStakeMinor),
    autoCashoutX100: z
      .number()
      .int()
      .min(CRASH_LIMITS.minAutoCashoutX100)
      .max(CRASH_LIMITS.maxAutoCashoutX100)
      .optional(),
    idempotencyKey: idempotencyKeySchema,
  }),
  value: z.object({ bet: crashBetSchema, balanceMinor: minorSchema }),
  auth: true,
  errors: [
    'crash.round.unknown',
    'crash.betting.closed',
    'crash.bet.exists',
    'wallet.insufficient.funds',
    'idempotency.key.reused',
    'trial.restricted',
    'originals.day.limit',
  ],
});

export const cashOutCrash = defineEndpoint({
  method: 'POST',
  path: '/wps/crash/cashout',
  summary: "Cashes the caller's bet out at the multiplier of the server's clock, before the bust",
  tags: ['crash'],
  body: z.strictObject({ roundNo: z.number().int().positive() }),
  value: z.object({ bet: crashBetSchema, balanceMinor: minorSchema }),
  auth: true,
  errors: ['crash.round.unknown', 'crash.bet.none', 'crash.bet.settled', 'crash.round.not.running'],
});

export const getMyCrashBets = defineEndpoint({
  method: 'GET',
  path: '/wps/crash/bets',
  summary: "The caller's crash bets, newest first",
  tags: ['crash'],
  query: z.object({ size: queryInt(1, 100).default(20) }),
  value: z.object({ bets: z.array(crashBetSchema) }),
  auth: true,
});

export const devCrashTimings = defineEndpoint({
  method: 'POST',
  path: '/dev/crash/timings',
  summary:
    "Development only: this process's crash phases and curve speed for the rounds it makes from now on (browser tests play faster rounds); the crash points are the chain's as ever",
  tags: ['dev'],
  body: z.strictObject({
    bettingMs: z.number().int().min(1_000).max(60_000).optional(),
    pauseMs: z.number().int().min(0).max(30_000).optional(),
    curveRatePerMs: z.number().min(0.00001).max(0.01).optional(),
    /** Back to the defaults first. */
    reset: z.boolean().optional(),
    /**
     * The round in flight reaches its crash point now (its curve moved earlier; its crash point is
     * the chain's as ever), so the next round, with these timings, opens at once.
     */
    finishRound: z.boolean().optional(),
  }),
  value: z.object({
    bettingMs: z.number().int(),
    pauseMs: z.number().int(),
    curveRatePerMs: z.number(),
  }),
  auth: false,
});
