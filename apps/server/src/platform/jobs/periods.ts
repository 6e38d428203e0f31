/** How often a job runs: once per minute, hour or day of the merchant's clock. */
export type JobEvery = 'minute' | 'hour' | 'day';

const LENGTH: Record<JobEvery, number> = { day: 10, hour: 13, minute: 16 };

const formats = new Map<string, Intl.DateTimeFormat>();

/** `at` on the wall clock of `timeZone` (an IANA zone): `2026-11-25 06:30:05`. */
export function wallClock(at: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    // sv-SE writes ISO-like dates ("2026-11-25 06:30:05"); h23 avoids a "24" hour at midnight.
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * The period `at` falls in, on the wall clock of `timeZone` (an IANA zone): `2026-11-25`,
 * `2026-11-25T06` or `2026-11-25T06:30`. In Asia/Dhaka (UTC+6) 23:30 UTC is already the next day.
 */
export const periodOf = (at: Date, timeZone: string, every: JobEvery): string =>
  wallClock(at, timeZone).replace(' ', 'T').slice(0, LENGTH[every]);
