import { RECORD_MAX_RANGE_DAYS, type RecordPeriod } from '@app/contract';
import { AppError } from '../errors.ts';

/** A records filter as merchant's days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const rangeInvalid = (message: string) => new AppError('records.range.invalid', message);

/** The day in the merchant's zone at `now`: en-CA formats as YYYY-MM-DD. */
export const dayIn = (timeZone: string, now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** Days as UTC midnights are plain calendar arithmetic, free of any zone's offsets. */
export const toEpochDay = (day: string): number | null => {
  const m = ISO_DAY.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 2025-02-30 over to March; a day that does not exist is refused.
  return new Date(ms).toISOString().slice(0, 10) === day ? ms / DAY_MS : null;
};
export const fromEpochDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * The days a records filter covers (spec 9 quick ranges), in the merchant's zone: today,
 * yesterday, 7d (today and the 6 days before), 30d (today and the 29 before), or a custom range
 * of at most 90 days, end not before start, both required. The queries turn the days into instants
 * with `AT TIME ZONE`, so a day is the merchant's midnight to midnight whatever the offset.
 */
export function resolveRange(
  q: { period: RecordPeriod; startDate?: string | undefined; endDate?: string | undefined },
  timeZone: string,
  now: Date = new Date(),
): DayRange {
  const today = toEpochDay(dayIn(timeZone, now))!;
  const back = (days: number) => ({
    startDate: fromEpochDay(today - days),
    endDate: fromEpochDay(today),
  });
  switch (q.period) {
    case 'today':
      return back(0);
    case 'yesterday':
      return { startDate: fromEpochDay(today - 1), endDate: fromEpochDay(today - 1) };
    case '7d':
      return back(6);
    case '30d':
      return back(29);
    case 'custom': {
      if (!q.startDate || !q.endDate) throw rangeInvalid('A custom range needs a start and an end');
      const start = toEpochDay(q.startDate);
      const end = toEpochDay(q.endDate);
      if (start === null || end === null) throw rangeInvalid('Not a calendar date');
      if (end < start) throw rangeInvalid('The end is before the start');
      if (end - start + 1 > RECORD_MAX_RANGE_DAYS) {
        throw rangeInvalid(`A range is at most ${RECORD_MAX_RANGE_DAYS} days`);
      }
      return { startDate: q.startDate, endDate: q.endDate };
    }
  }
}

/** SQL of the range's instants: $start and $end are the days, $tz the merchant's zone. */
export const rangeSql = (column: string, start: string, end: string, tz: string) =>
  `${column} >= (${start}::date)::timestamp AT TIME ZONE ${tz}
   AND ${column} < ((${end}::date) + 1)::timestamp AT TIME ZONE ${tz}`;

/**
 * The keyset cursor: the last row's time (microseconds, as PostgreSQL keeps it, written UTC ISO)
 * and id, as base64url JSON. Opaque to clients; anything that does not decode to that shape is
 * 400 records.cursor.invalid, never a 500 or a silently restarted list.
 */
// Years 1970-9999: every row this product writes is after 1970, and PostgreSQL refuses year 0
// (JavaScript round-trips it).
const CURSOR_TIME = /^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(time: string, id: string | number): string {
  return Buffer.from(JSON.stringify([time, id])).toString('base64url');
}

export function decodeCursor<T extends 'number' | 'string'>(
  cursor: string,
  idType: T,
): { time: string; id: T extends 'number' ? number : string } {
  const invalid = () => new AppError('records.cursor.invalid', 'The cursor is not one of ours');
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [time, id] = parsed as [unknown, unknown];
  // Date.parse takes 2026-02-30 for March 2nd; PostgreSQL would refuse it with a 500.
  const real = (t: string) => {
    const ms = Date.parse(t);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === t.slice(0, 19);
  };
  if (typeof time !== 'string' || !CURSOR_TIME.test(time) || !real(time)) throw invalid();
  const idOk =
    idType === 'number'
      ? typeof id === 'number' && Number.isSafeInteger(id) && id > 0
      : typeof id === 'string' && id.length > 0 && id.length <= 80;
  if (!idOk) throw invalid();
  return { time, id: id as T extends 'number' ? number : string };
}

/** SQL of a timestamp as the cursor writes it (UTC, microseconds). */
export const cursorTimeSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A page of `size` from rows read with one extra, whose presence says that more follow. */
export function pageOf<R extends { cursor_time: string; id: string | number }, T>(
  rows: readonly R[],
  size: number,
  toItem: (row: R) => T,
): { list: T[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    list: page.map(toItem),
    nextCursor: rows.length > size && last ? encodeCursor(last.cursor_time, last.id) : null,
  };
}
