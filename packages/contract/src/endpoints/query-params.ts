import { z } from 'zod';

/**
 * Numbers in a query arrive as text: letters, fractions or negatives are a 400 envelope (not a
 * silent default). `max` caps instead of refusing: a client asking for 10,000 gets the cap.
 */
export const queryInt = (min: number, max?: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min))
    .transform((n) => (max === undefined ? n : Math.min(n, max)));
export const queryDecimal = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount with at most 2 decimals')
  .transform(Number);
export const code = (max: number) => z.string().trim().max(max);
