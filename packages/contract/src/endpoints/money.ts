import { z } from 'zod';
import { queryInt } from './query-params.ts';

/**
 * Money on the wire (issue 9). The ledger keeps integer minor units and every answer carries them
 * as `...Minor` integers; the client formats them (spec 9). A player types major units, so request
 * amounts are major units with at most 2 decimals, as a JSON number or a string ("500", "500.5",
 * 500.25), turned into minor units here: a negative, zero, 3-decimal, exponent or non-numeric
 * amount is a 400 envelope before any handler runs.
 */
export const amountInputSchema = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(
    z
      .string()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, 'an amount with at most 2 decimals')
      .transform((s) => {
        const [whole = '0', fraction = ''] = s.split('.');
        return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      })
      .pipe(z.number().int().positive('an amount above zero').max(Number.MAX_SAFE_INTEGER)),
  );

export const minorSchema = z.number().int();

/**
 * The client's key for one money-moving request: a retry with the same key answers what the first
 * answered and moves nothing; the same key with another body is 409 `idempotency.key.reused`.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, _ or -');

/** Ids of deposit and withdrawal orders: 'D' or 'W', then digits. */
export const orderIdSchema = z.string().regex(/^[DW]\d{6,20}$/, 'an order id');

/** Spec 9: quick date ranges of the records screens, in the merchant's time zone. */
export const recordPeriods = ['today', 'yesterday', '7d', '30d', 'custom'] as const;
export type RecordPeriod = (typeof recordPeriods)[number];

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** Longest custom range of the records screens, in days (both ends included). */
export const RECORD_MAX_RANGE_DAYS = 90;
export const RECORD_PAGE_SIZE = 20;

/**
 * The date filter and cursor of a records list. `custom` needs `startDate` and `endDate`
 * (YYYY-MM-DD, merchant's days, at most 90 days apart, end not before start). `cursor` is the
 * opaque `nextCursor` of the previous page.
 */
export const recordsQueryBase = z.object({
  period: z.enum(recordPeriods).default('today'),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  cursor: z.string().max(200).optional(),
  pageSize: queryInt(1, 100).optional(),
});

export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    /** Null on the last page. */
    nextCursor: z.string().nullable(),
    /** The range the filter resolved to, as the merchant's days (YYYY-MM-DD). */
    range: z.object({ startDate: isoDate, endDate: isoDate }),
  });
