import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { operatorPublishAnnouncement, operatorSendMail } from '@app/contract';
import { notFound } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { CONTENT_TOPIC } from '../web/boot-data.ts';

/**
 * The operator publishes announcements and sends platform mail (contract messages.ts). The HTML
 * goes through the one allow-list sanitiser in the repositories, as every content write does.
 */
export default async function operatorMessageRoutes(app: FastifyInstance) {
  registerEndpoint(app, operatorPublishAnnouncement, async (request) => {
    const m = merchantOf(request);
    const { type, groupName, startDate, endDate, versions } = request.body;
    const byLang = Object.fromEntries(
      Object.entries(versions)
        .filter((e): e is [string, { title: string; content: string }] => e[1] !== undefined)
        .map(([lang, v]) => [lang, { title: v.title, contentHtml: v.content }]),
    );
    const first = Object.values(byLang)[0]!;
    const [id] = await app.repos.announcements.insertMany(m.code, [
      {
        code: `op-${randomUUID()}`,
        type,
        groupName,
        title: first.title,
        contentHtml: first.contentHtml,
        versions: byLang,
        startAt: startDate ? new Date(startDate) : new Date(),
        endAt: endDate ? new Date(endDate) : null,
        images: [],
        promoCategoryIds: [],
        // Newest first among the operator's: a later publication sorts before the seed's.
        sortOrder: -Math.floor(Date.now() / 1000),
      },
    ]);
    await app.invalidation.publish(CONTENT_TOPIC, m.code);
    return { id: id! };
  });

  registerEndpoint(app, operatorSendMail, async (request) => {
    const m = merchantOf(request);
    const { username, title, content } = request.body;
    const member = await app.repos.members.findByUsername(m.code, username);
    if (!member) throw notFound('No member with this username');
    const id = await app.repos.mails.send(m.code, {
      memberId: member.id,
      title,
      contentHtml: content,
    });
    return { id: id! };
  });
}
