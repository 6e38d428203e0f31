import type { Queryable } from '../db/db.ts';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  createdAt: Date;
}

export function createOutboxRepository(db: Queryable) {
  return {
    async insert(m: {
      merchantCode: string | null;
      channel: 'sms' | 'email';
      to: string;
      subject: string | null;
      body: string;
      code: string | null;
    }): Promise<void> {
      await db.query(
        `INSERT INTO outbox (merchant_code, channel, recipient, subject, body, code)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [m.merchantCode, m.channel, m.to, m.subject, m.body, m.code],
      );
    },

    /** Newest first. */
    async listFor(to: string, limit = 50): Promise<OutboxMessage[]> {
      return db.query<OutboxMessage>(
        `SELECT channel, recipient AS "to", subject, body, code, created_at AS "createdAt"
           FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT $2`,
        [to, limit],
      );
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
