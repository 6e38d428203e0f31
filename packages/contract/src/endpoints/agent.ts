import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { code, queryInt } from './query-params.ts';
import { isoDate, minorSchema } from './money.ts';
import { rebateRatesSchema } from './rebate-rates.ts';

/**
 * The agent area (issue 20; spec 2.2 agent routes, 2.14, 6, 7 "team KPI"). A team is the agent and
 * every member below it; the direct downline is the members it brought in itself. Figures are read
 * from the member-day rollups of the money core, for a range of the merchant's days. Only agents
 * (member types other than 0, 4 and 40) are answered: anyone else gets 403 `agent.only`.
 */

/** Spec 7 names the team ranges by their dates; the screens offer these quick ranges. */
export const teamPeriods = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type TeamPeriod = (typeof teamPeriods)[number];
/** Longest custom range of the team reports, in merchant's days (both ends included). */
export const TEAM_MAX_RANGE_DAYS = 90;
export const TEAM_PAGE_SIZE = 20;

/** Spec 2.14 and 6: member types that may not enter the agent area (player, trial, 40). */
export const NON_AGENT_TYPES = [0, 4, 40] as const;
export const isAgentType = (type: number) => !(NON_AGENT_TYPES as readonly number[]).includes(type);

/** Spec 7: the team KPI is asked with startDate and endDate; without a period they are custom. */
export const rangeQuery = z.object({
  period: z.enum(teamPeriods).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});
export const memberIdQuery = z
  .string()
  .regex(/^\d{1,15}$/, 'a member id')
  .transform(Number);

/** Spec 3 "Team footer": the four counters of the agent home. */
export const teamFooterSchema = z.object({
  teamLoginMemberCount: z.number().int(),
  teamBetMemberCount: z.number().int(),
  teamRegisterMemberCount: z.number().int(),
  teamOnlineCount: z.number().int(),
});
export type TeamFooter = z.infer<typeof teamFooterSchema>;

/**
 * A team's figures over a range. Money as the team's members' own accounts saw it; profit and
 * loss is the members' result: wins + bonuses + rebates - stakes (negative: the team lost).
 */
export const teamFiguresSchema = z.object({
  /** Members of the team now (the agent included). */
  teamSize: z.number().int(),
  registeredCount: z.number().int(),
  firstDepositCount: z.number().int(),
  loggedInCount: z.number().int(),
  bettingCount: z.number().int(),
  onlineCount: z.number().int(),
  depositsMinor: minorSchema,
  withdrawalsMinor: minorSchema,
  bonusesMinor: minorSchema,
  stakesMinor: minorSchema,
  validStakesMinor: minorSchema,
  winsMinor: minorSchema,
  rebatesMinor: minorSchema,
  profitMinor: minorSchema,
  betCount: z.number().int(),
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const teamMemberRefSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
});

const teamRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  figures: teamFiguresSchema,
});
export type TeamRow = z.infer<typeof teamRowSchema>;

export const resolvedRange = z.object({ startDate: isoDate, endDate: isoDate });

export const getTeamKpi = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/kpi',
  summary:
    "A team's counters and figures over a range; with size > 0, a page of its direct downline's teams",
  tags: ['agent'],
  query: rangeQuery.extend({
    /** Spec 9: the agent home asks with size 0 (counters only). */
    size: queryInt(0, 100).default(0),
    cursor: z.string().max(40).optional(),
    /** A member of the caller's team whose team is shown (drill-down); the caller by default. */
    memberId: memberIdQuery.optional(),
  }),
  value: z.object({
    range: resolvedRange,
    /** The team shown and the chain from the caller down to it (drill-down breadcrumbs). */
    path: z.array(teamMemberRefSchema),
    footer: teamFooterSchema,
    summary: teamFiguresSchema,
    list: z.array(teamRowSchema),
    nextCursor: z.string().nullable(),
  }),
  auth: true,
  moduleId: 'AGEINFO3',
  errors: [
    'agent.only',
    'agent.member.outside.team',
    'records.range.invalid',
    'records.cursor.invalid',
  ],
});

export const teamDaySchema = z.object({
  day: isoDate,
  stakesMinor: minorSchema,
  validStakesMinor: minorSchema,
  winsMinor: minorSchema,
  bonusesMinor: minorSchema,
  rebatesMinor: minorSchema,
  profitMinor: minorSchema,
});
export type TeamDay = z.infer<typeof teamDaySchema>;

export const getTeamPnl = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/pnl',
  summary:
    "A team's profit and loss by merchant day over a range (every day of it, zeros included)",
  tags: ['agent'],
  query: rangeQuery.extend({ memberId: memberIdQuery.optional() }),
  value: z.object({
    range: resolvedRange,
    path: z.array(teamMemberRefSchema),
    days: z.array(teamDaySchema),
    totals: teamDaySchema.omit({ day: true }),
  }),
  auth: true,
  moduleId: 'AGEINFO3',
  errors: ['agent.only', 'agent.member.outside.team', 'records.range.invalid'],
});

export const teamBettorSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  /** Levels below the caller: 1 for the direct downline. */
  depth: z.number().int(),
  betCount: z.number().int(),
  stakesMinor: minorSchema,
  validStakesMinor: minorSchema,
  winsMinor: minorSchema,
  /** wins - stakes: the member's result from play. */
  netMinor: minorSchema,
});
export type TeamBettor = z.infer<typeof teamBettorSchema>;

export const getTeamBetting = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/betting',
  summary: "The team's members who played in a range, by valid stake (largest first)",
  tags: ['agent'],
  query: rangeQuery.extend({
    username: code(32).optional(),
    cursor: z.string().max(60).optional(),
    pageSize: queryInt(1, 100).optional(),
  }),
  value: z.object({
    range: resolvedRange,
    list: z.array(teamBettorSchema),
    nextCursor: z.string().nullable(),
  }),
  auth: true,
  moduleId: 'AGEINFO3',
  errors: ['agent.only', 'records.range.invalid', 'records.cursor.invalid'],
});

export const downlineMemberSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Members of its team (itself included). */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  balanceMinor: minorSchema,
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;

export const getDownline = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/members',
  summary: "A team member's direct downline (the caller's by default), newest first, by username",
  tags: ['agent'],
  query: z.object({
    memberId: memberIdQuery.optional(),
    /** Part of a username, anywhere in the caller's team (then the list is not one level). */
    username: code(32).optional(),
    cursor: z.string().max(40).optional(),
    pageSize: queryInt(1, 100).optional(),
  }),
  value: z.object({
    path: z.array(teamMemberRefSchema),
    list: z.array(downlineMemberSchema),
    nextCursor: z.string().nullable(),
  }),
  auth: true,
  moduleId: 'AGEDOWNMAN3',
  errors: ['agent.only', 'agent.member.outside.team', 'records.cursor.invalid'],
});

export const agentInfoSchema = z.object({
  /** The invitation code registrations carry (`/m/register?affiliateCode=`). */
  affiliateCode: z.string(),
  teamSize: z.number().int(),
  directCount: z.number().int(),
});

export const getAgentInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/info',
  summary: "The agent's invitation code and team size",
  tags: ['agent'],
  value: agentInfoSchema,
  auth: true,
  moduleId: 'AGEINFO3',
  errors: ['agent.only'],
});

/** Open account: 0 a player, 1 an agent (spec 6: agent types are any but 0, 4 and 40). */
export const openAccountTypes = [0, 1] as const;

export const openAccountBodySchema = z.object({
  username: z.string().max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  nickname: z.string().max(64).optional(),
  type: z.union([z.literal(0), z.literal(1)]),
  /** Its rebate rates, each at most the caller's (none: 0). */
  rates: rebateRatesSchema.optional(),
});
export type OpenAccountBody = z.infer<typeof openAccountBodySchema>;

export const openAccount = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/member',
  summary:
    "Opens a player or agent account under the caller (the merchant's username and password rules)",
  tags: ['agent'],
  body: openAccountBodySchema,
  value: downlineMemberSchema.extend({ affiliateCode: z.string().nullable() }),
  auth: true,
  encrypted: true,
  moduleId: 'AGEDOWNMAN3',
  errors: [
    'agent.only',
    'username.exists',
    'password.confirm.mismatch',
    'rebate.category.unknown',
    'rebate.rate.step',
    'rebate.rate.above.upline',
  ],
});
