import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { gameItemSchema } from './games.ts';
import { queryInt } from './query-params.ts';

/*
 * The home widgets the spec names without their calls (spec 2.5 "home widgets (... jackpot, hot
 * match ...)"): no public shape is known for either (API-NOTES), so both are ours, in the
 * relay style of the games calls.
 */

/** Sports a hot match can be of: football has a draw (1X2), the others home/away only. */
export const hotMatchSports = ['FOOTBALL', 'CRICKET', 'BASKETBALL', 'TENNIS'] as const;

export const hotMatchSchema = z.object({
  /** Stable for the fixture while it is listed. */
  id: z.string(),
  sport: z.enum(hotMatchSports),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** ISO 8601 (UTC). */
  kickOff: z.string().datetime(),
  /** 'live': kicked off and not over yet. */
  status: z.enum(['upcoming', 'live']),
  /** Decimal odds; `draw` null where the sport has none (home/away markets). */
  odds: z.object({
    home: z.number().positive(),
    draw: z.number().positive().nullable(),
    away: z.number().positive(),
  }),
  /**
   * The sports vendor's lobby that takes the bet, as any game item: a tap launches it through the
   * ordinary game launch (spec 4 "Game launch").
   */
  game: gameItemSchema,
});
export type HotMatch = z.infer<typeof hotMatchSchema>;

/** Matches the hot-match view lists at most. */
export const HOT_MATCH_MAX = 20;

export const getHotMatches = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotMatches',
  summary:
    'Hot matches (spec 2.5): live ones first, then the next to kick off, with their odds and the sports vendor that offers them',
  tags: ['games'],
  query: z.object({
    size: queryInt(1, HOT_MATCH_MAX).default(8),
  }),
  value: z.object({ list: z.array(hotMatchSchema) }),
  auth: false,
});

export const jackpotPoolSchema = z.object({
  /** The pool now: the merchant's seed plus its contribution rate of the stakes on JP games. */
  amountMinor: z.number().int().nonnegative(),
  currencySymbol: z.string(),
  /**
   * How fast the pool grew over the last hour, in minor units per second: a client counts up at
   * this pace between two reads. 0 when nobody played a jackpot game lately.
   */
  ratePerSecondMinor: z.number().nonnegative(),
  /** When `amountMinor` was read (ISO 8601). */
  asOf: z.string().datetime(),
});
export type JackpotPool = z.infer<typeof jackpotPoolSchema>;

export const getJackpotPool = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_jackpotPool',
  summary:
    "The jackpot pool (spec 2.5 and 9 'JP'), a display figure that grows with the stakes on jackpot games",
  tags: ['games'],
  value: jackpotPoolSchema,
  auth: false,
});
