/** How often a job runs: once per minute, hour or day of the merchant's clock. */
export type JobEvery = 'minute' | 'hour' | 'day';

const LENGTH: Record<JobEvery, number> = { day: 10, hour: 13, minute: 16 };

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The period `at` falls in, on the wall clock of `timeZone` (an IANA zone): `2026-11-25`,
 * `2026-11-25T06` or `2026-11-25T06:30`. In Asia/Dhaka (UTC+6) 23:30 UTC is already the next day.
 */
export function periodOf(at: Date, timeZone: string, every: JobEvery): string {
  let format = formats.get(timeZone);
  if (!format) {
    // sv-SE writes ISO-like dates ("2026-11-25 06:30"); h23 avoids a "24" hour at midnight.
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format.format(at).replace(' ', 'T').slice(0, LENGTH[every]);
}
