import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Db } from './platform/db/db.ts';
import { OneLineRequestLog, redactPaths, serializers } from './platform/http/request-log.ts';
import accounts from './accounts/accounts-plugin.ts';
import auth from './accounts/auth-plugin.ts';
import bodyEncryption from './platform/sealed-bodies/body-encryption.ts';
import catalogue from './catalogue/catalogue-plugin.ts';
import catalogueAnswers from './catalogue/catalogue-answers-plugin.ts';
import database from './platform/db/database-plugin.ts';
import draining from './platform/http/draining.ts';
import errorHandler, { answerFrameworkError } from './platform/http/error-handler.ts';
import invalidation from './platform/cache/invalidation-plugin.ts';
import merchantContext, { loadMerchantIn } from './merchant/merchant-context.ts';
import messaging from './platform/messaging/messaging-plugin.ts';
import openApi from './platform/http/open-api.ts';
import oversizedBody from './platform/http/oversized-body.ts';
import rateLimiting from './platform/http/rate-limit.ts';
import securityHeaders from './platform/http/security-headers.ts';
import settingsCache from './merchant/settings-cache-plugin.ts';
import ttlStore from './platform/cache/ttl-store-plugin.ts';
import autoApprover from './cashier/auto-approver.ts';
import jobs from './platform/jobs/jobs-plugin.ts';
import appInfoRoutes from './merchant/app-info-routes.ts';
import assetsCdnRoutes from './catalogue/icon-routes.ts';
import contentRoutes from './content/routes.ts';
import messagesRoutes from './content/messages-routes.ts';
import demoVendorRoutes from './vendors/demo/routes.ts';
import devRoutes from './demo/dev-routes.ts';
import gameRoutes from './catalogue/routes.ts';
import healthRoutes from './operations/health-routes.ts';
import launchRoutes from './catalogue/launch-routes.ts';
import memberRoutes from './accounts/member-routes.ts';
import deviceRoutes from './accounts/device-routes.ts';
import sessionRoutes from './accounts/session-routes.ts';
import support from './support/support-plugin.ts';
import supportRoutes from './support/routes.ts';
import systemRoutes from './merchant/system-routes.ts';
import verificationRoutes from './accounts/verification-routes.ts';
import vendorRoutes from './vendors/wallet-routes.ts';
import walletRoutes from './money/wallet-routes.ts';
import depositRoutes from './cashier/deposit-routes.ts';
import withdrawRoutes from './cashier/withdraw-routes.ts';
import recordsRoutes from './money/records-routes.ts';
import agentRoutes from './agents/agent-routes.ts';
import contractRoutes, {
  dailyWageJob,
  dividendJob,
  hourlyWageJob,
} from './agents/contract-routes.ts';
import rebateRoutes, { rebateJob } from './agents/rebate-routes.ts';
import { foldTeamsNow } from './agents/team-fold.ts';
import operatorRoutes from './operations/operator-routes.ts';
import { operatorKeyCheck } from './operations/operator-auth.ts';
import promotionRoutes from './promotions/routes.ts';
import webApp from './web/routes.ts';
import lottery from './lottery/lottery-plugin.ts';
import lotteryRoutes from './lottery/lottery-routes.ts';
import originalsRoutes from './originals/originals-routes.ts';
import crash from './crash/crash-plugin.ts';
import crashRoutes from './crash/crash-routes.ts';
import jackpotRoutes from './jackpot/jackpot-routes.ts';
import sportsRoutes from './sports/sports-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Replaces the logger built from the config (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /** The config's logger, writing JSON lines here instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** An open database to use instead of the one the config names (tests); closed with the app. */
  db?: Db;
}

/** The whole application as one plugin, so that it can also be mounted into another instance. */
export async function serviceApp(
  app: FastifyInstance,
  { config, db }: { config: AppConfig; db?: Db | undefined },
) {
  app.decorate('config', config);
  await app.register(errorHandler);
  // A stop's first phase: not ready, still answering (process/serve.ts).
  await app.register(draining);
  // A refused body is read to its end before the answer, so the client gets the answer (413).
  await app.register(oversizedBody);
  await app.register(securityHeaders);
  // Before any route: @fastify/swagger collects routes as they are added.
  await app.register(openApi, { fullDocumentFor: operatorKeyCheck(config.operatorApiKey) });
  await app.register(database, { config, db });
  await app.register(merchantContext);
  await app.register(ttlStore);
  await app.register(invalidation);
  await app.register(settingsCache);
  await app.register(catalogueAnswers);
  await app.register(messaging);
  await app.register(bodyEncryption);
  await app.register(auth);
  await app.register(accounts);
  await app.register(catalogue);
  await app.register(support);
  await app.register(jobs);
  // The cashier's background job (expiry, demo approvals); other order kinds add theirs to it.
  await app.register(autoApprover);
  // Issue 21: the lottery's clock (issues, draws, settlement), every second.
  await app.register(lottery);
  // Issue 23: the crash game's rounds, on a clock of their own, streamed live.
  await app.register(crash);
  // Issue 20: the agents' daily wage, dividend (each half month), hourly wage (each hour) and
  // everyone's rebates, each run for what ended before it.
  await app.jobs.define(dailyWageJob({ db: app.db, money: app.money, mails: app.repos.mails }));
  await app.jobs.define(dividendJob({ db: app.db, money: app.money, mails: app.repos.mails }));
  await app.jobs.define(hourlyWageJob({ db: app.db, money: app.money, mails: app.repos.mails }));
  await app.jobs.define(rebateJob({ db: app.db, money: app.money }));
  app.jobs.repeat({
    name: 'agents.team-fold',
    everyMs: app.config.teamFoldSeconds * 1_000,
    run: () => foldTeamsNow(app.db),
  });

  await app.register(healthRoutes);
  await app.register(assetsCdnRoutes);
  // The API: rate limited, and every request resolved to its merchant first.
  await app.register(async (api) => {
    await api.register(rateLimiting, { max: config.rateLimitMax, redis: app.redis });
    // After the rate limit (onRequest), so a flood never reaches the database.
    loadMerchantIn(api);
    await api.register(systemRoutes);
    await api.register(contentRoutes);
    await api.register(messagesRoutes);
    await api.register(sessionRoutes);
    await api.register(memberRoutes);
    await api.register(deviceRoutes);
    await api.register(verificationRoutes);
    await api.register(walletRoutes);
    await api.register(depositRoutes);
    await api.register(withdrawRoutes);
    await api.register(recordsRoutes);
    await api.register(agentRoutes);
    await api.register(contractRoutes);
    await api.register(rebateRoutes);
    await api.register(promotionRoutes);
    await api.register(supportRoutes);
    await api.register(appInfoRoutes);
    await api.register(launchRoutes);
    await api.register(lotteryRoutes);
    // Issue 23: the in-house dice and slot, provably fair, settled on the ledger.
    await api.register(originalsRoutes);
    await api.register(crashRoutes);
    await api.register(gameRoutes);
    // Issue 22: the home's hot matches and jackpot pool.
    await api.register(sportsRoutes);
    await api.register(jackpotRoutes);
    // Demo mode only: the demo vendor's game page and its calls (what an outside vendor would
    // host), and the development switches (SMS outbox, captcha answers).
    if (config.demo) {
      await api.register(demoVendorRoutes);
      await api.register(devRoutes);
    }
  });
  // Vendors' server-to-server seamless wallet: HMAC-signed, outside the players' rate limit.
  await app.register(vendorRoutes);
  // The operator's API: its own key, its own limits (none yet: the key is the gate).
  await app.register(operatorRoutes);
  await app.register(webApp, { webDist: config.webDist });
}

export function loggerOptions(
  config: AppConfig,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  // Pretty lines for a person at a terminal; JSON lines for everything else (log collectors).
  const pretty = !stream && process.stdout.isTTY && !config.isProduction;
  return {
    level: config.logLevel,
    serializers,
    // Secrets never reach a log line, whoever logs what (lib/request-log.ts).
    redact: { paths: redactPaths, censor: '[redacted]' },
    ...(stream && { stream }),
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
  };
}

/** Builds the app without starting it: `await app.ready()` opens the database, seeds, and so on. */
export function buildApp({ config, logger, logStream, db }: BuildAppOptions): FastifyInstance {
  const options: FastifyServerOptions = {
    logger: logger ?? loggerOptions(config, logStream),
    // One line per request (LOG_REQUESTS=0: only for failures), instead of Fastify's two.
    logController: new OneLineRequestLog(!config.logRequests),
    // API bodies are small JSON; anything bigger is refused before it is read (413).
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    // Opening the database runs migrations and the seed; on a cold PGlite or a busy machine that
    // can outlast Fastify's 10 s default for a plugin to start.
    pluginTimeout: 120_000,
    // A graceful stop (process/serve.ts) closes idle keep-alive connections at once but answers
    // every request that has reached the server, also one that arrives on a busy keep-alive
    // connection meanwhile (with `Connection: close`), instead of Fastify's bare 503.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // The router's refusals (bad percent-encoding, over-long path parameters) in the envelope.
    frameworkErrors: answerFrameworkError,
  };
  const app = Fastify(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.register(fp(serviceApp), { config, db });
  return app;
}
