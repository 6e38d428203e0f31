import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../platform/db/db.ts';
import { dailyLimit } from './feedback-upload.ts';
import { createSupportRepository, type NewFeedbackImage } from './support-repository.ts';

/** What one member may send per day of the merchant's clock (FEEDBACK_PER_DAY, ..._MB_PER_DAY). */
export interface FeedbackQuota {
  perDay: number;
  imageBytesPerDay: number;
}

interface NewFeedback {
  merchantCode: string;
  timeZone: string;
  memberId: number;
  content: string;
  images: NewFeedbackImage[];
}

/** Support: feedback, customer-service entries, documents and the support page's messages. */
function createSupportService(db: Db, quota: FeedbackQuota) {
  const repository = createSupportRepository(db);

  /** Throws feedback.daily.limit when one more feedback with `imageBytes` would pass the quota. */
  async function checkQuota(q: Queryable, memberId: number, timeZone: string, imageBytes: number) {
    const used = await repository.usageToday(q, memberId, timeZone);
    if (used.count >= quota.perDay) {
      throw dailyLimit(`At most ${quota.perDay} feedback a day; please write again tomorrow`);
    }
    const imageBytesLeft = quota.imageBytesPerDay - used.imageBytes;
    if (imageBytes > imageBytesLeft) throw dailyLimit("Today's picture allowance is used up");
    return { imageBytesLeft };
  }

  return {
    ...repository,
    /** Before the body is read: refused when today's feedback is used up; else the bytes left. */
    feedbackAllowance: (memberId: number, timeZone: string) =>
      checkQuota(db, memberId, timeZone, 0),
    /**
     * A feedback and its images, written in one transaction; the quota is checked again under a
     * lock per member, so that parallel uploads cannot pass it together.
     */
    submitFeedback: (f: NewFeedback) =>
      db.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('feedback:' || $1, 0))`, [
          String(f.memberId),
        ]);
        const imageBytes = f.images.reduce((n, i) => n + i.bytes.length, 0);
        await checkQuota(tx, f.memberId, f.timeZone, imageBytes);
        return repository.insertFeedback(tx, f);
      }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    support: ReturnType<typeof createSupportService>;
  }
}

/** The support domain's service, built once. */
async function support(app: FastifyInstance) {
  app.decorate('support', createSupportService(app.db, app.config.feedbackQuota));
}

export default fp(support, { name: 'support', dependencies: ['database'] });
