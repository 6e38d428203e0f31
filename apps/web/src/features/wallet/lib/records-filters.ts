import type { RecordPeriod } from '@app/contract';
import { RECORD_MAX_RANGE_DAYS, recordPeriods } from './records-contract';

/**
 * The date part of the records screens' filter, as it sits in the URL (so back and reload keep
 * it): `period`, and for a custom range `startDate` and `endDate` (YYYY-MM-DD).
 */
export interface DateFilter {
  period: RecordPeriod;
  startDate?: string;
  endDate?: string;
}

export type RangeProblem = 'missing' | 'order' | 'tooLong';

const DAY_MS = 86_400_000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970 of a calendar day; NaN for a day the calendar lacks (2026-02-30). */
function dayNumber(iso: string): number {
  const ms = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== iso ? NaN : ms / DAY_MS;
}

/** Why a custom range cannot be asked for (issue 9: at most 90 days, end not before start). */
export function rangeProblem(startDate: string, endDate: string): RangeProblem | null {
  if (!isoDay.test(startDate) || !isoDay.test(endDate)) return 'missing';
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'missing';
  if (end < start) return 'order';
  // Both ends count: 2026-01-01..2026-03-31 is 90 days.
  if (end - start + 1 > RECORD_MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** The URL's date filter; anything unreadable falls back to today, as the server would. */
export function readDateFilter(params: URLSearchParams): DateFilter {
  const period = params.get('period');
  if (period === 'custom') {
    const startDate = params.get('startDate') ?? '';
    const endDate = params.get('endDate') ?? '';
    return rangeProblem(startDate, endDate) === null
      ? { period, startDate, endDate }
      : { period: 'today' };
  }
  return {
    period: recordPeriods.includes(period as RecordPeriod) ? (period as RecordPeriod) : 'today',
  };
}

/** Writes a filter into the URL's query, leaving the other filters alone. */
export function writeParams(
  params: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes))
    if (value) next.set(key, value);
    else next.delete(key);
  return next;
}

/** A local calendar day as YYYY-MM-DD, `offset` days from today (the date inputs' defaults). */
export function localDay(offset = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
