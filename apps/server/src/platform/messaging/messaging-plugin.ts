import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OutboxRepository } from './outbox-repository.ts';

/** What a message carries besides its text; the demo providers record it, real ones ignore it. */
export interface MessageMeta {
  merchantCode?: string;
  /** The secret inside the text (SMS code, temporary password). */
  code?: string;
}

/** An SMS gateway. `to` is the full number as digits: dialing code and national number. */
export interface SmsProvider {
  send(to: string, text: string, meta?: MessageMeta): Promise<void>;
}

export interface MailProvider {
  send(to: string, subject: string, text: string, meta?: MessageMeta): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    mail: MailProvider;
  }
}

/** Demo providers: "sent" messages land in the outbox table (GET /dev/outbox outside production). */
export const outboxSms = (outbox: OutboxRepository): SmsProvider => ({
  send: (to, text, meta = {}) =>
    outbox.insert({
      merchantCode: meta.merchantCode ?? null,
      channel: 'sms',
      to,
      subject: null,
      body: text,
      code: meta.code ?? null,
    }),
});

export const outboxMail = (outbox: OutboxRepository): MailProvider => ({
  send: (to, subject, text, meta = {}) =>
    outbox.insert({
      merchantCode: meta.merchantCode ?? null,
      channel: 'email',
      to: to.toLowerCase(),
      subject,
      body: text,
      code: meta.code ?? null,
    }),
});

export interface MessagingOptions {
  /** Real gateways replace the outbox here. */
  sms?: SmsProvider;
  mail?: MailProvider;
}

async function messaging(app: FastifyInstance, opts: MessagingOptions) {
  app.decorate('sms', opts.sms ?? outboxSms(app.repos.outbox));
  app.decorate('mail', opts.mail ?? outboxMail(app.repos.outbox));
}

export default fp(messaging, { name: 'messaging', dependencies: ['database'] });
