import { z } from 'zod';

/** A member's rebate rate in a game category, in basis points (1/100 of a percent). */
export const rebateRateSchema = z.object({
  gameType: z.string().trim().min(1).max(16),
  rateBp: z.number().int().min(0).max(1000),
});
export type RebateRate = z.infer<typeof rebateRateSchema>;

/** Rates to set: each category once, at most one per category of the scheme. */
export const rebateRatesSchema = z
  .array(rebateRateSchema)
  .max(20)
  .refine(
    (rates) => new Set(rates.map((r) => r.gameType)).size === rates.length,
    'each category once',
  );
