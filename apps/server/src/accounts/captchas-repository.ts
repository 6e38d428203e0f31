import type { Queryable } from '../platform/db/db.ts';

export function createCaptchasRepository(db: Queryable) {
  return {
    async insert(id: string, answer: string, expiresAt: Date, now: Date): Promise<void> {
      // Expired captchas are cleared as new ones are made; the index keeps that cheap.
      await db.query('DELETE FROM captchas WHERE expires_at <= $1', [now]);
      await db.query('INSERT INTO captchas (id, answer, expires_at) VALUES ($1, $2, $3)', [
        id,
        answer,
        expiresAt,
      ]);
    },

    /** Single use: removes the captcha and returns its answer, or null when missing or expired. */
    async take(id: string, now: Date): Promise<string | null> {
      const [row] = await db.query<{ answer: string; expiresAt: Date }>(
        'DELETE FROM captchas WHERE id = $1 RETURNING answer, expires_at AS "expiresAt"',
        [id],
      );
      return row && row.expiresAt > now ? row.answer : null;
    },

    /** Development: the answer without using the captcha up. */
    async peek(id: string, now: Date): Promise<string | null> {
      const [row] = await db.query<{ answer: string }>(
        'SELECT answer FROM captchas WHERE id = $1 AND expires_at > $2',
        [id, now],
      );
      return row?.answer ?? null;
    },
  };
}

export type CaptchasRepository = ReturnType<typeof createCaptchasRepository>;
