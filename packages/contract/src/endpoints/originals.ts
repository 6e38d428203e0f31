import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idempotencyKeySchema, minorSchema } from './money.ts';
import { queryInt } from './query-params.ts';

/**
 * The in-house games (issue 23, spec INHOUSE /m/inHouse): dice and a 5x3 slot, provably fair from
 * per-member seeds (originals-rules.ts), each round settled at once on the ledger. The crash game
 * has its own endpoints (crash.ts).
 */

/** Letters, digits, `_` and `-`: part of the HMAC message, so kept to plain ASCII. */
export const clientSeedSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, '1-64 letters, digits, _ or -');

export const originalsRoundGames = ['dice', 'slot5x3'] as const;

const seedStateSchema = z.object({
  /** SHA-256 of the active server seed: published before any round is played on it. */
  seedHash: z.string(),
  clientSeed: z.string(),
  /** The next round's nonce (rounds played on the active seed). */
  nonce: z.number().int(),
});

export const revealedSeedSchema = z.object({
  seedHash: z.string(),
  serverSeed: z.string(),
  clientSeed: z.string(),
  /** Rounds played on it: nonces 0 .. rounds-1. */
  rounds: z.number().int(),
  revealedAt: z.string(),
});

export const originalsSeedsSchema = seedStateSchema.extend({
  /** The latest revealed seeds, newest first. */
  revealed: z.array(revealedSeedSchema),
});
export type OriginalsSeeds = z.infer<typeof originalsSeedsSchema>;

export const diceDirectionSchema = z.enum(['under', 'over']);

export const originalsRoundSchema = z.object({
  /** `<game>-<number>`: the bet's round id in the betting record. */
  ref: z.string(),
  game: z.enum(originalsRoundGames),
  stakeMinor: minorSchema,
  winMinor: minorSchema,
  createdAt: z.string(),
  seedHash: z.string(),
  /** Null until the member rotates the seed (then anyone can recompute the round). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  dice: z
    .object({
      /** Hundredths: 5000 is 50.00. */
      target: z.number().int(),
      direction: diceDirectionSchema,
      /** 0-9999, shown as 0.00-99.99. */
      roll: z.number().int(),
    })
    .nullable(),
  slot: z.object({ stops: z.array(z.number().int()) }).nullable(),
});
export type OriginalsRound = z.infer<typeof originalsRoundSchema>;

const playValue = z.object({
  round: originalsRoundSchema,
  balanceMinor: minorSchema,
  /** The seed state after the round (its nonce moved on). */
  seeds: seedStateSchema,
});
export type OriginalsPlay = z.infer<typeof playValue>;

const playErrors = [
  'trial.restricted',
  'wallet.insufficient.funds',
  'idempotency.key.reused',
  'originals.stake.invalid',
  'originals.win.limit',
  'originals.day.limit',
] as const;

export const getOriginalsSeeds = defineEndpoint({
  method: 'GET',
  path: '/wps/originals/seeds',
  summary: "The member's active seed hash, client seed and nonce, and the seeds revealed so far",
  tags: ['originals'],
  value: originalsSeedsSchema,
  auth: true,
});

export const setOriginalsClientSeed = defineEndpoint({
  method: 'POST',
  path: '/wps/originals/seeds/client',
  summary: 'Sets the client seed of the next rounds (part of every round’s HMAC message)',
  tags: ['originals'],
  body: z.strictObject({ clientSeed: clientSeedSchema }),
  value: originalsSeedsSchema,
  auth: true,
  errors: ['trial.restricted'],
});

export const rotateOriginalsSeed = defineEndpoint({
  method: 'POST',
  path: '/wps/originals/seeds/rotate',
  summary: 'Reveals the active server seed and starts a new one (its hash shown, nonce 0)',
  tags: ['originals'],
  value: originalsSeedsSchema,
  auth: true,
  errors: ['trial.restricted'],
});

export const playDice = defineEndpoint({
  method: 'POST',
  path: '/wps/originals/dice',
  summary: 'Rolls the dice: a roll under (or over) the target wins 99 / chance% times the stake',
  tags: ['originals'],
  body: z.strictObject({
    stakeMinor: z.number().int().positive(),
    /** Hundredths (5000 = 50.00); the chance must be 1%-98%. */
    target: z.number().int().min(1).max(9998),
    direction: diceDirectionSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
  value: playValue,
  auth: true,
  errors: [...playErrors, 'originals.dice.target'],
});

export const spinSlot = defineEndpoint({
  method: 'POST',
  path: '/wps/originals/slot',
  summary: 'Spins the 5x3 slot: the stake spread over its 10 paylines',
  tags: ['originals'],
  body: z.strictObject({
    stakeMinor: z.number().int().positive(),
    idempotencyKey: idempotencyKeySchema,
  }),
  value: playValue,
  auth: true,
  errors: playErrors,
});

export const getOriginalsRound = defineEndpoint({
  method: 'GET',
  path: '/wps/originals/round',
  summary: 'One round, public: its outcome, and its server seed once revealed',
  tags: ['originals'],
  query: z.object({ ref: z.string().regex(/^(dice|slot5x3)-\d{1,18}$/, 'a round reference') }),
  value: originalsRoundSchema,
  auth: false,
  errors: ['originals.round.unknown'],
});

export const getOriginalsRounds = defineEndpoint({
  method: 'GET',
  path: '/wps/originals/rounds',
  summary: "The member's rounds, newest first",
  tags: ['originals'],
  query: z.object({
    game: z.enum(originalsRoundGames).optional(),
    page: queryInt(1).default(1),
    size: queryInt(1, 50).default(20),
  }),
  value: z.object({
    rounds: z.array(originalsRoundSchema),
    page: z.number().int(),
    more: z.boolean(),
  }),
  auth: true,
});
