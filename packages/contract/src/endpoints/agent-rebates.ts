import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { isoDate, minorSchema } from './money.ts';
import { rebateRateSchema, rebateRatesSchema } from './rebate-rates.ts';
import { memberIdQuery, rangeQuery, resolvedRange, teamMemberRefSchema } from './agent.ts';

/**
 * Rebates (issue 20): the merchant's scheme gives each game category a highest rate and the step
 * between its levels; every member has a rate per category (none: 0), never above its upline's.
 * Each merchant day, a member earns its own rate on its own valid stake, and an agent earns its
 * rate less each direct child's on that child's team's valid stake; a daily job pays the day
 * before from the platform's rebate account. Rates are basis points (1/100 of a percent).
 */

export const rebateSchemeItemSchema = z.object({
  gameType: z.string(),
  maxRateBp: z.number().int(),
  stepBp: z.number().int(),
});
export type RebateSchemeItem = z.infer<typeof rebateSchemeItemSchema>;

export const getRebates = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/rebates',
  summary:
    "The rebate scheme, the caller's rates, and (memberId) the rates of a member of its direct downline",
  tags: ['agent'],
  query: z.object({ memberId: memberIdQuery.optional() }),
  value: z.object({
    scheme: z.array(rebateSchemeItemSchema),
    /** Every category of the scheme, 0 where none is set. */
    own: z.array(rebateRateSchema),
    member: teamMemberRefSchema.extend({ rates: z.array(rebateRateSchema) }).nullable(),
  }),
  auth: true,
  moduleId: 'AGEINFO3',
  errors: ['agent.only', 'agent.member.outside.team', 'rebate.member.not.direct'],
});

export const setRebates = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/rebates',
  summary:
    "Raises the rates of a member of the caller's direct downline (never above the caller's, never lowered)",
  tags: ['agent'],
  body: z.strictObject({
    memberId: z.number().int().positive(),
    rates: rebateRatesSchema.pipe(z.array(rebateRateSchema).min(1)),
  }),
  value: teamMemberRefSchema.extend({ rates: z.array(rebateRateSchema) }),
  auth: true,
  moduleId: 'AGEINFO3',
  errors: [
    'agent.only',
    'agent.member.outside.team',
    'rebate.member.not.direct',
    'rebate.category.unknown',
    'rebate.rate.step',
    'rebate.rate.above.upline',
    'rebate.rate.lowered',
  ],
});

export const rebateBillLineSchema = z.object({
  gameType: z.string(),
  /** The member's own valid stake that day, at its own rate. */
  ownStakeMinor: minorSchema,
  ownRateBp: z.number().int(),
  /** Its direct downline's teams' valid stake, at its rate less each child's. */
  teamStakeMinor: minorSchema,
  amountMinor: minorSchema,
});
export type RebateBillLine = z.infer<typeof rebateBillLineSchema>;

export const rebateBillSchema = z.object({
  id: z.number().int(),
  day: isoDate,
  lines: z.array(rebateBillLineSchema),
  amountMinor: minorSchema,
  /** Pending between the morning's writing of the day and its payment (seconds, in batches). */
  state: z.enum(['pending', 'paid']),
  paidAt: z.string().nullable(),
});
export type RebateBill = z.infer<typeof rebateBillSchema>;

export const getRebateBills = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/rebates/bills',
  summary: "The caller's daily rebate income, newest day first, 20 a page",
  tags: ['agent'],
  query: z.object({ cursor: z.string().max(40).optional() }),
  value: z.object({
    /** Paid over the last 30 merchant days (today included). */
    last30DaysMinor: minorSchema,
    list: z.array(rebateBillSchema),
    nextCursor: z.string().nullable(),
  }),
  auth: true,
  moduleId: 'AGEINFO3',
  errors: ['agent.only', 'records.cursor.invalid'],
});

export const operatorSetRebates = defineEndpoint({
  method: 'POST',
  path: '/operator/agent-rebates',
  summary:
    "Operator: sets a top agent's rates (within the scheme, never below a direct child's rate)",
  tags: ['operator'],
  body: z.strictObject({
    username: z.string().trim().min(1).max(32),
    rates: rebateRatesSchema.pipe(z.array(rebateRateSchema).min(1)),
  }),
  value: teamMemberRefSchema.extend({ rates: z.array(rebateRateSchema) }),
  auth: false,
  errors: [
    'not.found',
    'contract.not.agent',
    'rebate.category.unknown',
    'rebate.rate.step',
    'rebate.rate.above.upline',
    'rebate.rate.below.downline',
  ],
});

/** Team betting grouped by vendor or by game category. */
export const bettingGroups = ['vendor', 'category'] as const;

export const teamBettingGroupSchema = z.object({
  /** The vendor's code or the category ('OTHER': a game not in the catalogue). */
  key: z.string(),
  memberCount: z.number().int(),
  betCount: z.number().int(),
  validStakesMinor: minorSchema,
  winsMinor: minorSchema,
  /** wins - valid stakes: the members' result from play. */
  netMinor: minorSchema,
});
export type TeamBettingGroup = z.infer<typeof teamBettingGroupSchema>;

export const getTeamBettingGroups = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/betting/groups',
  summary:
    "A team's settled play in a range by vendor or by game category, largest valid stake first",
  tags: ['agent'],
  query: rangeQuery.extend({
    by: z.enum(bettingGroups),
    memberId: memberIdQuery.optional(),
  }),
  value: z.object({
    range: resolvedRange,
    path: z.array(teamMemberRefSchema),
    list: z.array(teamBettingGroupSchema),
  }),
  auth: true,
  moduleId: 'AGEINFO3',
  errors: ['agent.only', 'agent.member.outside.team', 'records.range.invalid'],
});
