import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { lotteryPlayKinds } from '../lottery-rules.ts';
import { idempotencyKeySchema, minorSchema } from './money.ts';
import { queryInt } from './query-params.ts';

/**
 * The lottery (issue 21, spec 2.2 and 4, API-NOTES "Lottery (/lgw)"): games drawn on schedules
 * from committed seeds, bets by play and prize mode, results and verification. One departure: the
 * draw history is `GET /lgw/draw?gameId=` (the observed platforms put the game in the path; the
 * contract has no path parameters).
 */

/** Spec 9: Lott (traditional), ZY and Elott (e-lottery, the default). */
export const lotteryPrizeModes = ['Lott', 'ZY', 'Elott'] as const;
export type LotteryPrizeMode = (typeof lotteryPrizeModes)[number];

/** Spec 9 play types: Tradition (trad) and Entertainment (ent), the game screen's tabs. */
export const lotteryPlayTypes = ['trad', 'ent'] as const;
export type LotteryPlayType = (typeof lotteryPlayTypes)[number];

export const lotteryIssueStates = ['open', 'closed', 'drawn', 'settled', 'void'] as const;
export const lotteryOrderStates = ['pending', 'won', 'lost', 'void', 'cancelled'] as const;
export type LotteryOrderState = (typeof lotteryOrderStates)[number];

const gameId = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{2,16}$/, 'a game id');
const issueNo = z.string().regex(/^\d{8}-\d{4}$/, 'an issue number (YYYYMMDD-NNNN)');

export const lotteryPlaySchema = z.object({
  code: z.string(),
  playType: z.enum(lotteryPlayTypes),
  kind: z.enum(lotteryPlayKinds),
  positions: z.array(z.number().int()),
  /** `lines` plays: each line's digit positions (lottery-rules.ts). */
  lines: z.array(z.array(z.number().int())).optional(),
  /** What one winning combination pays per unit staked, in thousandths, by prize mode. */
  oddsMilli: z.record(z.enum(lotteryPrizeModes), z.number().int()),
});
export type LotteryPlay = z.infer<typeof lotteryPlaySchema>;

export const lotteryGameSchema = z.object({
  gameId: z.string(),
  name: z.string(),
  /** The catalogue vendor whose tiles open it (TCG for the fast games, TCG_LOTTO_VN). */
  vendor: z.string(),
  gameType: z.enum(['LOTT', 'ELOTT']),
  /** Digits a draw has (all its lines together). */
  digits: z.number().int(),
  /**
   * How a draw's digits split into prizes, in order (the northern Vietnamese game: the special
   * prize's 5 digits, the first prize's 5, ...); absent: one line of `digits`.
   */
  drawLines: z.array(z.object({ prize: z.string(), digits: z.number().int() })).optional(),
  drawEverySeconds: z.number().int(),
  /** Bets close this long before each draw. */
  closeSeconds: z.number().int(),
  /** The stakes one combination may cost (minor units), largest first. */
  unitsMinor: z.array(minorSchema),
  maxMultiplier: z.number().int(),
  /** The most one order may cost. */
  maxOrderMinor: minorSchema,
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryDrawSchema = z.object({
  gameId: z.string(),
  issueNo: z.string(),
  state: z.enum(lotteryIssueStates),
  closeAt: z.string(),
  drawAt: z.string(),
  /** SHA-256 of the server seed, published when the issue opens. */
  seedHash: z.string(),
  /** Revealed with the result; null before the draw. */
  serverSeed: z.string().nullable(),
  /** The drawn digits; null before the draw and for a void issue. */
  result: z.array(z.number().int()).nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

const gameQuery = z.object({ gameId });

export const getLotteryGames = defineEndpoint({
  method: 'GET',
  path: '/lgw/games',
  summary: "The merchant's lottery games, each with its schedule and limits",
  tags: ['lottery'],
  value: z.object({ games: z.array(lotteryGameSchema) }),
  auth: false,
});

export const getLotteryGameMenus = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  summary: "A game's plays, by play type (the game screen's tabs), with their odds per prize mode",
  tags: ['lottery'],
  query: gameQuery,
  value: z.object({ game: lotteryGameSchema, plays: z.array(lotteryPlaySchema) }),
  auth: false,
  errors: ['lottery.game.unknown'],
});

export const getPopularLotteries = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/popular',
  summary:
    'The games most bet on over the last day, each with its latest result (home lottery history)',
  tags: ['lottery'],
  value: z.object({
    games: z.array(lotteryGameSchema.extend({ latest: lotteryDrawSchema.nullable() })),
  }),
  auth: false,
});

export const getLotteryDraws = defineEndpoint({
  method: 'GET',
  path: '/lgw/draw',
  summary: "A game's drawn (and void) issues, newest first",
  tags: ['lottery'],
  query: gameQuery.extend({
    page: queryInt(1).default(1),
    size: queryInt(1, 100).default(20),
  }),
  value: z.object({ draws: z.array(lotteryDrawSchema), page: z.number().int(), more: z.boolean() }),
  auth: false,
  errors: ['lottery.game.unknown'],
});

export const getNearNumeros = defineEndpoint({
  method: 'GET',
  path: '/lgw/numeros/near',
  summary: "The game's current issue (taking bets) and the next, with the server's clock",
  tags: ['lottery'],
  query: gameQuery,
  value: z.object({
    serverTime: z.string(),
    current: lotteryDrawSchema.nullable(),
    next: lotteryDrawSchema.nullable(),
    /** The issue that stopped taking bets and waits for its draw, if one does. */
    drawing: lotteryDrawSchema.nullable(),
    latest: lotteryDrawSchema.nullable(),
  }),
  auth: false,
  errors: ['lottery.game.unknown'],
});

export const verifyLotteryDraw = defineEndpoint({
  method: 'GET',
  path: '/lgw/draw/verify',
  summary: "One issue's commitment and, once drawn, its seed and the message its digits come from",
  tags: ['lottery'],
  query: gameQuery.extend({ issueNo }),
  value: lotteryDrawSchema.extend({
    /** The HMAC-SHA256 message: `<gameId>:<issueNo>:<cursor>`, cursor 0 first. */
    message: z.string(),
  }),
  auth: false,
  errors: ['lottery.game.unknown', 'lottery.issue.unknown'],
});

/** Digits 0-9, options 0-3, or numbers of a `lines` play (00-99): the play's rules say which. */
const picksSchema = z
  .array(z.array(z.number().int().min(0).max(999)).max(100))
  .min(1)
  .max(5);

export const lotteryBetSchema = z.strictObject({
  playCode: z.string().max(32),
  picks: picksSchema,
  unitMinor: z.number().int().positive(),
  multiplier: z.number().int().min(1),
});

export const lotteryOrderSchema = z.object({
  orderNo: z.string(),
  gameId: z.string(),
  issueNo: z.string(),
  playCode: z.string(),
  picks: z.array(z.array(z.number().int())),
  prizeMode: z.enum(lotteryPrizeModes),
  unitMinor: minorSchema,
  multiplier: z.number().int(),
  combinations: z.number().int(),
  amountMinor: minorSchema,
  state: z.enum(lotteryOrderStates),
  winMinor: minorSchema,
  /** The chase (the same bet over following issues) the order belongs to, if any. */
  chaseNo: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryOrder = z.infer<typeof lotteryOrderSchema>;

export const placeLotteryBets = defineEndpoint({
  method: 'POST',
  path: '/lgw/orders/betting',
  summary:
    'Places bets on the current issue (or, as a chase, on it and the next ones): priced, checked and paid from the wallet at once',
  tags: ['lottery'],
  body: z.strictObject({
    gameId,
    /** The issue the player saw: a bet for an issue that has closed meanwhile is refused. */
    issueNo,
    prizeMode: z.enum(lotteryPrizeModes).default('Elott'),
    bets: z.array(lotteryBetSchema).min(1).max(20),
    chase: z
      .strictObject({ issues: z.number().int().min(2).max(30), stopOnWin: z.boolean() })
      .optional(),
    idempotencyKey: idempotencyKeySchema,
  }),
  value: z.object({ orders: z.array(lotteryOrderSchema), balanceMinor: minorSchema }),
  auth: true,
  errors: [
    'lottery.game.unknown',
    'lottery.issue.unknown',
    'lottery.issue.closed',
    'lottery.play.unknown',
    'lottery.picks.invalid',
    'lottery.limit.exceeded',
    'wallet.insufficient.funds',
    'idempotency.key.reused',
    'trial.restricted',
  ],
});

export const getLotteryOrders = defineEndpoint({
  method: 'GET',
  path: '/lgw/orders',
  summary: "The caller's lottery orders, newest first (one game, or all)",
  tags: ['lottery'],
  query: z.object({
    gameId: gameId.optional(),
    page: queryInt(1).default(1),
    size: queryInt(1, 100).default(20),
  }),
  value: z.object({
    orders: z.array(lotteryOrderSchema),
    page: z.number().int(),
    more: z.boolean(),
  }),
  auth: true,
});

export const operatorVoidLotteryIssue = defineEndpoint({
  method: 'POST',
  path: '/operator/lottery/void',
  summary:
    'Operator: voids an issue not drawn yet (a draw that cannot take place): every order is refunded',
  tags: ['operator'],
  body: z.strictObject({ gameId, issueNo }),
  value: z.object({ issue: lotteryDrawSchema, refundedOrders: z.number().int() }),
  auth: false,
  errors: ['lottery.game.unknown', 'lottery.issue.unknown', 'lottery.issue.closed'],
});
