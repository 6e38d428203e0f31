import type { FastifyInstance, FastifyReply } from 'fastify';
import { merchantOf, pageLanguageOf } from '../merchant/request-context.ts';
import { CSP, langOf, page, readForm, SUPPORT_PAGE_PATH, type Form } from './support-page.ts';

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .send(html);

/**
 * The demo's online service (the type '3' link): a small page of this server's own, with no
 * script, where a player leaves a message that is stored. A real operator's chat provider takes
 * its place by changing the entry's url.
 */
export function addSupportPage(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const empty: Form = { name: '', contact: '', message: '' };

  app.get(SUPPORT_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const sent = Number(query.sent);
    // Without ?lang= (the status answer's link, the same for every caller): the language the app
    // was last used in (its cookie), else the merchant's default.
    const lang = langOf(
      query.lang ?? pageLanguageOf(request) ?? merchantOf(request).defaultLanguage,
    );
    return sendPage(
      reply,
      200,
      page(lang, empty, {}, Number.isSafeInteger(sent) && sent > 0 ? sent : null),
    );
  });

  app.post(SUPPORT_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const lang = langOf((request.query as Record<string, unknown>).lang);
    const { form, errors, valid } = readForm(lang, (request.body ?? {}) as Record<string, unknown>);
    if (!valid) return sendPage(reply, 400, page(lang, form, errors, null));
    const id = await app.support.insertMessage({
      merchantCode: merchantOf(request).code,
      ...form,
      lang,
    });
    // Post/redirect/get: a reload does not send the message twice.
    return reply.redirect(`${SUPPORT_PAGE_PATH}?lang=${lang}&sent=${id}`, 303);
  });
}
