import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { isoDate, minorSchema } from './money.ts';
import { teamMemberRefSchema } from './agent.ts';

/**
 * Contracts (issue 20): what an upline offers an agent of its direct downline (the platform, a top
 * agent), accepted or rejected by that agent, and paid by the upline (the platform for a top
 * agent) from the tier the agent's team reaches (its measure and active members, both at least
 * the tier's), a rate in basis points (1/100 of a percent):
 * - daily wage: of the team's valid stake on a merchant day, paid the next day;
 * - dividend: of the team's net loss (stakes less wins, bonuses and rebates) over a half month
 *   (the 1st to the 15th, the 16th to the month's end), paid the day after it ends;
 * - hourly wage: of the team's valid stake in an hour of the merchant's clock (tiers of that
 *   hour's valid stake and active members), paid the next hour.
 */
export const contractKinds = ['daily_wage', 'dividend', 'hourly_wage'] as const;
export type ContractKind = (typeof contractKinds)[number];
export const contractStates = ['offered', 'active', 'rejected', 'expired', 'void'] as const;
/** Highest daily-wage rate: 3% of the team's valid stake. */
export const MAX_WAGE_RATE_BP = 300;
/** Highest dividend share: 50% of the team's net loss. */
export const MAX_DIVIDEND_SHARE_BP = 5_000;

const activeMembers = z.number().int().min(0).max(1_000_000);
const amount = z.number().int().min(0).max(1e13);

export const wageTierSchema = z.object({
  validStakeMinor: amount,
  activeMembers,
  rateBp: z.number().int().min(1).max(MAX_WAGE_RATE_BP),
});
export type WageTier = z.infer<typeof wageTierSchema>;

export const dividendTierSchema = z.object({
  netLossMinor: amount,
  activeMembers,
  rateBp: z.number().int().min(1).max(MAX_DIVIDEND_SHARE_BP),
});
export type DividendTier = z.infer<typeof dividendTierSchema>;

export type ContractTier = WageTier | DividendTier;
/** What a tier asks of the team's money: valid stake (wage) or net loss (dividend). */
export const tierMeasure = (t: ContractTier) =>
  'validStakeMinor' in t ? t.validStakeMinor : t.netLossMinor;

/** One to ten tiers, each asking more than the one before and paying at least as much. */
const risingTiers = <T extends z.ZodType<ContractTier>>(tier: T) =>
  z
    .array(tier)
    .min(1)
    .max(10)
    .refine(
      (tiers) =>
        tiers.every((t, i) => {
          const before = tiers[i - 1];
          if (!before) return true;
          const [m, b] = [tierMeasure(t), tierMeasure(before)];
          return (
            m >= b &&
            t.activeMembers >= before.activeMembers &&
            (m > b || t.activeMembers > before.activeMembers) &&
            t.rateBp >= before.rateBp
          );
        }),
      'tiers must rise: each asks more than the one before and pays at least as much',
    );
export const wageTiersSchema = risingTiers(wageTierSchema);
export const dividendTiersSchema = risingTiers(dividendTierSchema);

/** An offer: who it is for (`to`), its kind and its tiers, of that kind's shape. */
const offerBody = <S extends z.ZodRawShape>(to: S) =>
  z.discriminatedUnion('kind', [
    z.strictObject({ ...to, kind: z.literal('daily_wage'), tiers: wageTiersSchema }),
    z.strictObject({ ...to, kind: z.literal('dividend'), tiers: dividendTiersSchema }),
    z.strictObject({ ...to, kind: z.literal('hourly_wage'), tiers: wageTiersSchema }),
  ]);

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  state: z.enum(contractStates),
  agent: teamMemberRefSchema,
  /** Null: the platform. */
  upline: teamMemberRefSchema.nullable(),
  tiers: z.array(z.union([wageTierSchema, dividendTierSchema])),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const billSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  agent: teamMemberRefSchema,
  upline: teamMemberRefSchema.nullable(),
  kind: z.enum(contractKinds),
  /** The merchant days billed: one day (daily wage, hourly wage), a half month (dividend). */
  period: isoDate,
  periodEnd: isoDate,
  /** The hour of the day billed (hourly wage: 14 is 14:00 to 15:00); null for whole days. */
  hour: z.number().int().nullable(),
  validStakeMinor: minorSchema,
  /** The team's net loss over the period (dividend; null for a daily wage). */
  netLossMinor: minorSchema.nullable(),
  activeMembers: z.number().int(),
  rateBp: z.number().int(),
  amountMinor: minorSchema,
  state: z.enum(['pending', 'paid']),
  paidAt: z.string().nullable(),
});
export type ContractBill = z.infer<typeof billSchema>;

export const getContracts = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts',
  summary: "The caller's contracts (offered to it, active, past) and those it offered its downline",
  tags: ['agent'],
  query: z.object({ kind: z.enum(contractKinds).default('daily_wage') }),
  value: z.object({ mine: z.array(contractSchema), offered: z.array(contractSchema) }),
  auth: true,
  moduleId: 'AGEINFO3',
  errors: ['agent.only'],
});

export const offerContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts',
  summary:
    "Offers a contract to an agent of the caller's direct downline (tiers never above the caller's own)",
  tags: ['agent'],
  body: offerBody({ memberId: z.number().int().positive() }),
  value: contractSchema,
  auth: true,
  moduleId: 'AGEINFO3',
  errors: [
    'agent.only',
    'agent.member.outside.team',
    'contract.not.agent',
    'contract.upline.none',
    'contract.tier.above.upline',
    'contract.pending',
  ],
});

export const decideContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/decision',
  summary: 'Accepts or rejects a contract offered to the caller',
  tags: ['agent'],
  body: z.strictObject({
    id: z.number().int().positive(),
    decision: z.enum(['accept', 'reject']),
  }),
  value: contractSchema,
  auth: true,
  moduleId: 'AGEINFO3',
  errors: [
    'agent.only',
    'contract.not.found',
    'contract.state',
    'contract.tier.above.upline',
    'contract.tier.below.downline',
  ],
});

export const withdrawContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/withdraw',
  summary: 'Withdraws an offer the caller made, before its agent decides (the offer is void)',
  tags: ['agent'],
  body: z.strictObject({ id: z.number().int().positive() }),
  value: contractSchema,
  auth: true,
  moduleId: 'AGEINFO3',
  errors: ['agent.only', 'contract.not.found', 'contract.state'],
});

export const getContractBills = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts/bills',
  summary: 'Bills of the caller: paid to it, and owed or paid by it to its downline, newest first',
  tags: ['agent'],
  query: z.object({
    kind: z.enum(contractKinds).default('daily_wage'),
    cursor: z.string().max(40).optional(),
  }),
  value: z.object({ list: z.array(billSchema), nextCursor: z.string().nullable() }),
  auth: true,
  moduleId: 'AGEINFO3',
  errors: ['agent.only', 'records.cursor.invalid'],
});

/**
 * Spec 3 "Contract-request response value" and spec 4 "contract prompts on home load": each value
 * is non-empty when a contract of that kind waits for the caller's decision (its id, as text).
 */
export const getContractRequests = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  summary: 'Contracts waiting for the caller: daily wage, dividend and hourly wage',
  tags: ['agent'],
  value: z.object({
    dailysalreqtype: z.string().nullable(),
    divtypecompperiodreq: z.string().nullable(),
    contracthoursalreq: z.string().nullable(),
  }),
  auth: true,
  moduleId: 'AGEINFO3',
});

export const operatorOfferContract = defineEndpoint({
  method: 'POST',
  path: '/operator/agent-contracts',
  summary: 'Operator: the platform offers a top agent (no upline) a contract, paid by the platform',
  tags: ['operator'],
  body: offerBody({ username: z.string().trim().min(1).max(32) }),
  value: contractSchema,
  auth: false,
  errors: ['not.found', 'contract.not.agent', 'contract.pending'],
});

/**
 * Spec 2.14 and 4 "dividend info": the caller's dividend contract and its current half month so
 * far (today included), with the tier reached and what it would pay if the half month ended now.
 * `enabled`: the agent has a dividend contract, active or offered (spec 2.14 "dividends enabled").
 */
export const getDividendInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/dividend',
  summary: "The caller's dividend contract and its current half month so far",
  tags: ['agent'],
  value: z.object({
    enabled: z.boolean(),
    contract: contractSchema.nullable(),
    period: z.object({ startDate: isoDate, endDate: isoDate }),
    netLossMinor: minorSchema,
    activeMembers: z.number().int(),
    rateBp: z.number().int(),
    projectedMinor: minorSchema,
  }),
  auth: true,
  moduleId: 'AGEINFO3',
  errors: ['agent.only'],
});
