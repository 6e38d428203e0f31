import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idempotencyKeySchema, minorSchema } from './money.ts';

/**
 * Bonus grants (issue 19, ours: the spec names no such call). Every bonus paid into a member's
 * wallet, by a deposit promotion (cashier.ts) or a campaign's approval or claim (promotions.ts), is
 * a grant carrying the promotion's turnover requirement:
 * `requiredMinor = turnoverMultiple x (bonus, or bonus + deposit, per turnoverBase)`.
 *
 * Progress is the member's valid turnover (settled real-money stakes) since the grant; one stake
 * counts towards one grant, oldest grant first. While any grant is `active`, a withdrawal is
 * refused with 409 `withdraw.turnover.unmet` (value: `{ turnoverLeftMinor, forfeitable }`). Where
 * the promotion allows it (`forfeitAllowed`), the member may forfeit an active grant: the bonus and
 * its winnings (the net result of play since the grant) leave the wallet, at most what it holds,
 * and the grant no longer holds withdrawals back.
 */
export const turnoverBases = ['bonus', 'bonus_deposit'] as const;
export type TurnoverBase = (typeof turnoverBases)[number];

/** `lost`: the balance it was played from ran out (below 1.00) before new money came in. */
export const bonusGrantStates = ['active', 'met', 'forfeited', 'lost'] as const;
export type BonusGrantState = (typeof bonusGrantStates)[number];

export const bonusGrantSchema = z.object({
  id: z.number().int(),
  source: z.enum(['deposit', 'promotion']),
  /** The promotion's title in the caller's language (as it was when granted). */
  title: z.string(),
  bonusMinor: minorSchema,
  /** The deposit the bonus came with; 0 for a campaign's bonus. */
  depositMinor: minorSchema,
  turnoverMultiple: z.number().int().nonnegative(),
  turnoverBase: z.enum(turnoverBases),
  requiredMinor: minorSchema,
  /** Valid turnover counted so far, at most `requiredMinor`. */
  progressMinor: minorSchema,
  /** `requiredMinor - progressMinor` (0 once met or forfeited). */
  remainingMinor: minorSchema,
  state: z.enum(bonusGrantStates),
  /** The promotion lets the member forfeit this grant (only an active one can be). */
  forfeitAllowed: z.boolean(),
  /** What the forfeit took from the wallet; null unless forfeited. */
  forfeitedMinor: minorSchema.nullable(),
  createdAt: z.string(),
  /** When the server first saw it met; may be later than the stake that met it. */
  metAt: z.string().nullable(),
  forfeitedAt: z.string().nullable(),
  lostAt: z.string().nullable(),
});
export type BonusGrant = z.infer<typeof bonusGrantSchema>;

export const getBonusGrants = defineEndpoint({
  method: 'GET',
  path: '/wps/member/bonus-grants',
  summary:
    "The member's bonus grants with their turnover progress: active ones first (in the order " +
    'they are counted), then the 20 latest met or forfeited',
  tags: ['cashier'],
  value: z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    /** Valid turnover still needed before a withdrawal: the sum over active grants. */
    turnoverLeftMinor: minorSchema,
    grants: z.array(bonusGrantSchema),
  }),
  auth: true,
  errors: ['trial.restricted'],
});

export const forfeitBonusGrant = defineEndpoint({
  method: 'POST',
  path: '/wps/member/bonus-grants/forfeit',
  summary:
    'Forfeits an active grant whose promotion allows it: the bonus and its winnings leave the ' +
    'wallet (journal key bonus:<grantId>:forfeit). Again with the same key: the same answer. 404 ' +
    'bonus.grant.not.found; 409 bonus.forfeit.not.allowed (the promotion does not allow it, or the ' +
    'grant is met); 409 idempotency.key.reused',
  tags: ['cashier'],
  body: z.strictObject({
    grantId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    idempotencyKey: idempotencyKeySchema,
  }),
  value: bonusGrantSchema,
  auth: true,
  errors: [
    'trial.restricted',
    'bonus.grant.not.found',
    'bonus.forfeit.not.allowed',
    'idempotency.key.reused',
  ],
});
