import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { isoDate, minorSchema } from './money.ts';
import { teamMemberRefSchema } from './agent.ts';

/**
 * Contracts (issue 20): what an upline offers an agent of its direct downline (the platform, a top
 * agent), accepted or rejected by that agent. Today the daily wage: by the tier the agent's team
 * reaches on a merchant day (team valid stake and active members, both at least the tier's), a
 * rate (basis points, 1/100 of a percent) of the team's valid stake, paid the next day by the
 * upline (the platform for a top agent).
 */
export const contractKinds = ['daily_wage'] as const;
export const contractStates = ['offered', 'active', 'rejected', 'expired', 'void'] as const;
/** Highest daily-wage rate: 3% of the team's valid stake. */
export const MAX_WAGE_RATE_BP = 300;

export const wageTierSchema = z.object({
  validStakeMinor: z.number().int().min(0).max(1e13),
  activeMembers: z.number().int().min(0).max(1_000_000),
  rateBp: z.number().int().min(1).max(MAX_WAGE_RATE_BP),
});
export type WageTier = z.infer<typeof wageTierSchema>;

/** One to ten tiers, each asking more than the one before and paying at least as much. */
export const wageTiersSchema = z
  .array(wageTierSchema)
  .min(1)
  .max(10)
  .refine(
    (tiers) =>
      tiers.every(
        (t, i) =>
          i === 0 ||
          (t.validStakeMinor >= tiers[i - 1]!.validStakeMinor &&
            t.activeMembers >= tiers[i - 1]!.activeMembers &&
            (t.validStakeMinor > tiers[i - 1]!.validStakeMinor ||
              t.activeMembers > tiers[i - 1]!.activeMembers) &&
            t.rateBp >= tiers[i - 1]!.rateBp),
      ),
    'tiers must rise: each asks more than the one before and pays at least as much',
  );

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  state: z.enum(contractStates),
  agent: teamMemberRefSchema,
  /** Null: the platform. */
  upline: teamMemberRefSchema.nullable(),
  tiers: z.array(wageTierSchema),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const billSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  agent: teamMemberRefSchema,
  upline: teamMemberRefSchema.nullable(),
  period: isoDate,
  validStakeMinor: minorSchema,
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
  body: z.strictObject({
    memberId: z.number().int().positive(),
    kind: z.enum(contractKinds),
    tiers: wageTiersSchema,
  }),
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
  errors: ['agent.only', 'contract.not.found', 'contract.state', 'contract.tier.above.upline'],
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
  body: z.strictObject({
    username: z.string().trim().min(1).max(32),
    kind: z.enum(contractKinds),
    tiers: wageTiersSchema,
  }),
  value: contractSchema,
  auth: false,
  errors: ['not.found', 'contract.not.agent', 'contract.pending'],
});
