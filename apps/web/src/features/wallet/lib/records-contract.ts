import type {
  RECORD_MAX_RANGE_DAYS as ContractMaxDays,
  RecordPeriod,
  TransactionType,
} from '@app/contract';

/*
 * The contract's record constants, restated here on purpose: they sit in contract modules whose
 * zod schemas a bundle keeps once any value of the module is imported, and the records screens
 * would then download zod (~24 KB gzipped) for three constants. The types below keep the copies
 * equal to the contract: a value added there, or a changed limit, fails `tsc` here.
 */

type Exactly<T, U> = [T] extends [U] ? ([U] extends [T] ? true : false) : false;

export const recordPeriods = ['today', 'yesterday', '7d', '30d', 'custom'] as const;
export const transactionTypes = [
  'DEPOSIT',
  'WITHDRAW',
  'BONUS',
  'FREEPLAY',
  'ADJUSTMENT',
  'REBATE',
  'WAGE',
] as const;
export const RECORD_MAX_RANGE_DAYS: typeof ContractMaxDays = 90;

const samePeriods: Exactly<(typeof recordPeriods)[number], RecordPeriod> = true;
const sameTypes: Exactly<(typeof transactionTypes)[number], TransactionType> = true;
void samePeriods;
void sameTypes;
