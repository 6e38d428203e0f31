import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { OneLineRequestLog, redactPaths, serializers } from './lib/request-log.ts';
import accounts from './plugins/accounts.ts';
import auth from './plugins/auth.ts';
import bodyEncryption from './plugins/body-encryption.ts';
import catalogueAnswers from './plugins/catalogue-answers.ts';
import database from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import invalidation from './plugins/invalidation.ts';
import merchantContext, { loadMerchant } from './plugins/merchant-context.ts';
import messaging from './plugins/messaging.ts';
import openApi from './plugins/open-api.ts';
import oversizedBody from './plugins/oversized-body.ts';
import rateLimiting from './plugins/rate-limit.ts';
import securityHeaders from './plugins/security-headers.ts';
import settingsCache from './plugins/settings-cache.ts';
import ttlStore from './plugins/ttl-store.ts';
import autoApprover from './services/cashier/auto-approver.ts';
import appInfoRoutes from './routes/app-info/index.ts';
import assetsCdnRoutes from './routes/assets-cdn/index.ts';
import contentRoutes from './routes/content/index.ts';
import messagesRoutes from './routes/messages/index.ts';
import demoVendorRoutes from './routes/demo-vendor/index.ts';
import devRoutes from './routes/dev/index.ts';
import gameRoutes from './routes/games/index.ts';
import healthRoutes from './routes/health/index.ts';
import launchRoutes from './routes/launch/index.ts';
import memberRoutes from './routes/member/index.ts';
import sessionRoutes from './routes/session/index.ts';
import supportRoutes from './routes/support/index.ts';
import systemRoutes from './routes/system/index.ts';
import verificationRoutes from './routes/verification/index.ts';
import vendorRoutes from './routes/vendor/index.ts';
import walletRoutes from './routes/wallet/index.ts';
import depositRoutes from './routes/deposit/index.ts';
import withdrawRoutes from './routes/withdraw/index.ts';
import recordsRoutes from './routes/records/index.ts';
import operatorRoutes from './routes/operator/index.ts';
import promotionRoutes from './routes/promotions/index.ts';
import webApp from './routes/web/index.ts';

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
  // A refused body is read to its end before the answer, so the client gets the answer (413).
  await app.register(oversizedBody);
  await app.register(securityHeaders);
  // Before any route: @fastify/swagger collects routes as they are added.
  await app.register(openApi);
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
  // The cashier's background job (expiry, demo approvals); other order kinds add theirs to it.
  await app.register(autoApprover);

  await app.register(healthRoutes);
  await app.register(assetsCdnRoutes);
  // The API: rate limited, and every request resolved to its merchant first.
  await app.register(async (api) => {
    await api.register(rateLimiting, { max: config.rateLimitMax, redis: app.redis });
    // After the rate limit (onRequest), so a flood never reaches the database.
    api.addHook('preValidation', loadMerchant);
    await api.register(systemRoutes);
    await api.register(contentRoutes);
    await api.register(messagesRoutes);
    await api.register(sessionRoutes);
    await api.register(memberRoutes);
    await api.register(verificationRoutes);
    await api.register(walletRoutes);
    await api.register(depositRoutes);
    await api.register(withdrawRoutes);
    await api.register(recordsRoutes);
    await api.register(promotionRoutes);
    await api.register(supportRoutes);
    await api.register(appInfoRoutes);
    await api.register(launchRoutes);
    // The demo vendor's game page and its calls (what an outside vendor would host).
    await api.register(demoVendorRoutes);
    await api.register(gameRoutes);
    if (!config.isProduction) await api.register(devRoutes);
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
  };
  const app = Fastify(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.register(fp(serviceApp), { config, db });
  return app;
}
