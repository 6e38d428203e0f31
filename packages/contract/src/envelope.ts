import { z } from 'zod';
import { errorCodeSchema } from './error-codes.ts';

/** Every success body: `{ success: true, value }`. */
export const okEnvelope = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.literal(true), value });

/** Every failure body. `message` is an English fallback; clients translate `errorCode`. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: errorCodeSchema.or(z.string()),
  message: z.string(),
  /** Extra data some errors carry (e.g. `{ captcha: true }` after a failed login). */
  value: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { success: true; value: T } | ErrorEnvelope;
