import type { TeamPeriod } from '@app/contract';
import {
  dayIn,
  fromEpochDay,
  resolveRange,
  toEpochDay,
  type DayRange,
} from '../money/records-range.ts';

/**
 * The merchant's days a team report covers: today, yesterday, this or last week (weeks start on
 * Monday, ISO 8601), this or last month (calendar months), or a custom range of at most 90 days
 * (the records screens' rule). "This" ranges end today.
 */
export function teamRange(
  q: {
    period?: TeamPeriod | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
  },
  timeZone: string,
  now: Date = new Date(),
): DayRange {
  // Spec 7 names the range by its dates: dates without a period are a custom range.
  const period = q.period ?? (q.startDate || q.endDate ? 'custom' : 'today');
  if (period === 'today' || period === 'yesterday' || period === 'custom') {
    return resolveRange({ ...q, period }, timeZone, now);
  }
  const todayText = dayIn(timeZone, now);
  const today = toEpochDay(todayText)!;
  const span = (start: number, end: number) => ({
    startDate: fromEpochDay(start),
    endDate: fromEpochDay(end),
  });
  // 1970-01-01 was a Thursday: Monday-based weekday 3.
  const monday = today - ((today + 3) % 7);
  const [year, month] = todayText.split('-').map(Number) as [number, number];
  const monthStart = Date.UTC(year, month - 1, 1) / 86_400_000;
  const lastMonthStart = Date.UTC(year, month - 2, 1) / 86_400_000;
  switch (period) {
    case 'thisWeek':
      return span(monday, today);
    case 'lastWeek':
      return span(monday - 7, monday - 1);
    case 'thisMonth':
      return span(monthStart, today);
    case 'lastMonth':
      return span(lastMonthStart, monthStart - 1);
  }
}
