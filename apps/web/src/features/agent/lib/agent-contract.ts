import type { ContractTier, TeamPeriod, TEAM_PAGE_SIZE as ContractPageSize } from '@app/contract';

/*
 * The contract's agent constants, restated on purpose (as records-contract.ts in the wallet does):
 * importing a value from a contract module would bring its zod schemas into the bundle. The types
 * keep the copies equal: a value changed there fails `tsc` here.
 */

type Exactly<T, U> = [T] extends [U] ? ([U] extends [T] ? true : false) : false;

export const teamPeriods = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const satisfies readonly TeamPeriod[];
export const TEAM_PAGE_SIZE: typeof ContractPageSize = 20;

/** Every quick range of the contract but 'custom' (the screens offer these as chips). */
const samePeriods: Exactly<(typeof teamPeriods)[number], Exclude<TeamPeriod, 'custom'>> = true;
void samePeriods;

/** What a contract tier asks of the team's money: valid stake (daily wage) or net loss (dividend). */
export const tierMeasure = (t: ContractTier) =>
  'validStakeMinor' in t ? t.validStakeMinor : t.netLossMinor;
