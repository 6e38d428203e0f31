import type { FastifyInstance } from 'fastify';
import {
  devExpireSms,
  devGetCaptchaAnswer,
  devGetHealth,
  devGetOutbox,
  devSettleAgents,
  devUpdateGame,
  devUpdateMerchant,
} from '@app/contract';
import { AppError, notFound } from '../errors.ts';
import { mobileNumber } from '../accounts/mobile.ts';
import { createAppInfoRepository } from '../merchant/app-info-repository.ts';
import { createMerchantsRepository } from '../merchant/merchants-repository.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { declareScope } from '../platform/http/route-docs.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { MERCHANT_TOPIC } from '../merchant/settings-cache-plugin.ts';
import { CATALOGUE_TOPIC } from '../catalogue/catalogue-cache.ts';
import { halfMonthOf, payPendingBills, writeBills } from '../agents/contract-bills.ts';
import { settleRebates } from '../agents/rebate-settlement.ts';
import { dayIn, rangeInvalid, toEpochDay } from '../money/records-range.ts';
import { periodOf } from '../platform/jobs/periods.ts';

/** Development and test switches; app.ts registers them in demo mode (DEMO=1) only. */
export default async function devRoutes(app: FastifyInstance) {
  // Not the player API: only in the operator's document.
  declareScope(app, { internal: true });
  registerEndpoint(app, devUpdateMerchant, async (request) => {
    const { app: appChange, ...access } = request.body;
    const code = merchantOf(request).code;
    const updated = await app.db.transaction(async (tx) => {
      const merchants = createMerchantsRepository(tx);
      // The row as stored, not as cached, is the base of the app change.
      const current = appChange ? await merchants.findByCode(code) : null;
      if (current && appChange) await createAppInfoRepository(tx).update(current, appChange);
      return merchants.updateAccess(code, access);
    });
    if (!updated) throw notFound('Merchant not found');
    // Every process (this one before answering) drops its cached settings of the merchant.
    await app.invalidation.publish(MERCHANT_TOPIC, updated.code);
    return {
      merchantCode: updated.code,
      maintenance: updated.maintenance,
      allowedCountries: updated.allowedCountries,
    };
  });

  // A catalogue change as an operator's import would make one: committed, then published, so
  // every process drops its cached lists (this one before answering).
  registerEndpoint(app, devUpdateGame, async (request) => {
    const { nodeId, ...change } = request.body;
    const updated = await app.repos.catalogue.updateGame(nodeId, change);
    if (!updated) throw new AppError('game.not.found', 'No game has this node id');
    await app.invalidation.publish(CATALOGUE_TOPIC, String(nodeId));
    return updated;
  });

  // The agent area's morning jobs for a day that has not ended: the demo shows a rebate, a wage
  // bill and a dividend bill without waiting (each period settles once, as the jobs would).
  registerEndpoint(app, devSettleAgents, async (request) => {
    const m = merchantOf(request);
    const day = request.body.day ?? dayIn(m.timeZone, new Date());
    if (toEpochDay(day) === null) throw rangeInvalid(`${day} is not a day of the calendar`);
    // A day to come has nothing to settle, and settling it would keep its jobs from ever doing so.
    if (day > dayIn(m.timeZone, new Date())) throw rangeInvalid(`${day} has not begun`);
    const books = { merchantCode: m.code, currency: m.currencyCode, timeZone: m.timeZone };
    const rebatesPaid = await settleRebates({ db: app.db, money: app.money }, m, day);
    const deps = { db: app.db, money: app.money, mails: app.repos.mails };
    // The dividend's half month so far, as if it ended today; the day's hours up to this one (a
    // future hour billed now would never be billed again).
    let wageBills =
      (await writeBills(deps, books, 'daily_wage', { startDate: day, endDate: day })) +
      (await writeBills(deps, books, 'dividend', { ...halfMonthOf(day), endDate: day }));
    const now = periodOf(new Date(), m.timeZone, 'hour');
    const lastHour = day === now.slice(0, 10) ? Number(now.slice(11, 13)) : 23;
    for (let hour = 0; hour <= lastHour; hour++) {
      wageBills += await writeBills(
        deps,
        books,
        'hourly_wage',
        { startDate: day, endDate: day },
        hour,
      );
    }
    await payPendingBills(deps, books);
    return { day, rebatesPaid, wageBills };
  });

  registerEndpoint(app, devGetHealth, async (request) => ({
    status: 'ok' as const,
    engine: app.db.engine,
    nodeEnv: app.config.nodeEnv,
    uptimeSeconds: Math.round(process.uptime()),
    merchantCode: merchantOf(request).code,
  }));

  // What the demo SMS and e-mail providers sent: browser tests read codes and passwords here.
  registerEndpoint(app, devGetOutbox, async (request) => {
    const raw = request.query.to;
    const to = raw.includes('@') ? raw.toLowerCase() : raw.replace(/^\+/, '');
    const messages = await app.repos.outbox.listFor(to);
    return messages.map((msg) => ({ ...msg, createdAt: msg.createdAt.toISOString() }));
  });

  registerEndpoint(app, devGetCaptchaAnswer, async (request) => {
    const { captchaId } = request.params as { captchaId: string };
    const answer = await app.accounts.captchas.answerOf(captchaId);
    if (answer === null) throw notFound('No live captcha with this id');
    return { answer };
  });

  registerEndpoint(app, devExpireSms, async (request) => {
    const mobile = mobileNumber(request.body.countryDialingCode, request.body.mobileNum);
    const expired = await app.repos.verificationCodes.expireForMobile(
      merchantOf(request).code,
      mobile.full,
      new Date(),
    );
    return { expired };
  });
}
