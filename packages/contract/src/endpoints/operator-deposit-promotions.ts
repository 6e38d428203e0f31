import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { turnoverBases } from './bonus.ts';
import { depositPromotionSchema } from './cashier.ts';
import { amountInputSchema } from './money.ts';

const langKey = z.string().regex(/^[A-Z]{2}$/, 'a two-letter language code, e.g. BN');
/** A text per language ({ BN, EN }); the member's language, else the merchant's default. */
const texts = (max: number) => z.record(langKey, z.string().trim().min(1).max(max));

/** A deposit promotion as the operator sees it: every language, inactive ones too. */
export const operatorDepositPromotionSchema = depositPromotionSchema
  .omit({ title: true, description: true, unavailable: true })
  .extend({
    title: z.record(z.string(), z.string()),
    description: z.record(z.string(), z.string()),
    active: z.boolean(),
    sortOrder: z.number().int(),
  });
export type OperatorDepositPromotion = z.infer<typeof operatorDepositPromotionSchema>;

export const operatorListDepositPromotions = defineEndpoint({
  method: 'GET',
  path: '/operator/deposit-promotions',
  summary: "Operator: the merchant's deposit promotions, inactive ones too, in the members' order",
  tags: ['operator'],
  value: z.object({ list: z.array(operatorDepositPromotionSchema) }),
  auth: false,
});

export const depositPromotionInputSchema = z
  .strictObject({
    id: z.number().int().positive().optional(),
    title: texts(80).refine((v) => Object.keys(v).length > 0, 'at least one language'),
    description: texts(500).default({}),
    percent: z.number().int().min(1).max(100),
    cap: amountInputSchema,
    /** Omitted: any deposit qualifies. */
    minDeposit: amountInputSchema.optional(),
    /** A path on this site or an address under the merchant's image CDNs. */
    imageUrl: z
      .string()
      .regex(/^(https:\/\/|\/)[^\s"'<>]{1,500}$/, 'an https or site path')
      .nullable()
      .default(null),
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    /** Valid turnover of this many times the base before a withdrawal (0: none). */
    turnoverMultiple: z.number().int().min(0).max(100).default(1),
    turnoverBase: z.enum(turnoverBases).default('bonus_deposit'),
    forfeitAllowed: z.boolean().default(false),
    firstDepositOnly: z.boolean().default(false),
    perDayLimit: z.number().int().min(1).max(1_000).nullable().default(null),
    maxPerMember: z.number().int().min(1).max(100_000).nullable().default(null),
  })
  .refine(
    (b) => b.perDayLimit === null || b.maxPerMember === null || b.perDayLimit <= b.maxPerMember,
    {
      message: 'perDayLimit above maxPerMember',
      path: ['perDayLimit'],
    },
  );
export type DepositPromotionInput = z.output<typeof depositPromotionInputSchema>;

export const operatorSaveDepositPromotion = defineEndpoint({
  method: 'PUT',
  path: '/operator/deposit-promotions',
  summary:
    'Operator: creates a deposit promotion, or (with its id) replaces one: a percentage of the ' +
    'deposit up to a cap, its turnover rule and per-member limits. An open order keeps the bonus ' +
    'worked out when it was made; its turnover rule and limits are the ones in force at approval. ' +
    '404 not.found for an id of no promotion of the merchant',
  tags: ['operator'],
  body: depositPromotionInputSchema,
  value: z.object({ id: z.number().int() }),
  auth: false,
  errors: ['not.found'],
});
