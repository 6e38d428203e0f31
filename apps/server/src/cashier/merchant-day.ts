/**
 * Today, in the merchant's time zone, as the instant it began: SQL with the zone bound (e.g.
 * `dayStartSql('$3::text')`). Daily limits count from it: withdrawals, promotions' uses.
 */
export const dayStartSql = (tz: string) =>
  `(date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
