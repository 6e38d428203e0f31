import path from 'node:path';
import type { z } from 'zod';
import { authLimitDefaults, type AuthLimits } from './accounts/auth-limits.ts';
import { envSchema, type Env } from './config-env.ts';
import { DEMO_VENDOR_SECRET_SEED, modeIssues } from './demo/mode.ts';

const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');

export interface AppConfig {
  /**
   * Demo mode (DEMO=1), the one switch of everything the demo adds: the demo seed (the README's
   * accounts with their published passwords), the /dev routes (SMS codes and captcha answers
   * readable), vendor secrets derived from the public seed, the auto-approver and the demo vendor;
   * it also listens on 127.0.0.1 unless HOST says otherwise. NODE_ENV has no say in any of it.
   */
  demo: boolean;
  port: number;
  host: string;
  /** Worker processes asked for (WEB_CONCURRENCY); server.ts runs one alone on embedded PGlite. */
  webConcurrency: number;
  /**
   * How long a stopping process stays up, not ready but accepting, before it closes its listener
   * (SHUTDOWN_DELAY_SECONDS; process/signals.ts: none on Ctrl-C at a terminal).
   */
  shutdownDelayMs: number;
  /** Seconds between two folds of the rollups into the team figures (TEAM_FOLD_SECONDS). */
  teamFoldSeconds: number;
  /** PUBLIC_URL without its trailing slash (`https://m.example.com`); undefined: none set. */
  publicUrl: string | undefined;
  /** Directory of the embedded database, or `memory://` for a throw-away in-memory one. */
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  /**
   * PostgreSQL limits, so that a database that is gone or slow gives a 503 within about 5 s
   * (the two added) instead of a hang.
   */
  databaseTimeouts: { connectMs: number; queryMs: number };
  /** Games in the demo catalogue when grown beyond the seed's own (SEED_GAMES); else undefined. */
  seedGames: number | undefined;
  merchantCode: string;
  nodeEnv: string;
  /** NODE_ENV=production: only how logs look (never pretty); nothing of the demo depends on it. */
  isProduction: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Fastify's two info lines per request (LOG_REQUESTS); failures are logged either way. */
  logRequests: boolean;
  webDist: string;
  /** Lower-case name of the header a trusted edge proxy fills with the caller's country. */
  countryHeader: string;
  /** Fastify `trustProxy`: true/false, or addresses and CIDRs separated by commas. */
  trustProxy: boolean | string | undefined;
  /** Shared store for rate limits, replay nonces and login failures; in memory when unset. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so that several apps (or test runs) can share one server. */
  redisKeyPrefix: string;
  /** Requests per minute per IP on the API. */
  rateLimitMax: number;
  /** A session ends after this long without renewal, and this long after sign-in at the latest. */
  session: { idleSeconds: number; maxSeconds: number };
  /** Lifetime of an SMS verification code. */
  smsCodeMinutes: number;
  authLimits: AuthLimits;
  /** What one member may send as feedback per day of the merchant's clock. */
  feedbackQuota: { perDay: number; imageBytesPerDay: number };
  /** Seed of each game vendor's HMAC secret (vendors/signing.ts). Never logged. */
  vendorSecretSeed: string;
  /** Explicit secrets by vendor code, from VENDOR_SECRET_<CODE> (upper case). */
  vendorSecrets: Record<string, string>;
  /** OPERATOR_API_KEY; undefined (demo mode only) closes the operator API. Never logged. */
  operatorApiKey: string | undefined;
  /** Seconds after which the demo approves cashier orders; 0 (always outside demo mode): never. */
  autoApproveSeconds: number;
  /** The RSA key of encrypted bodies (plugins/body-encryption.ts). */
  serverKeys: {
    /** Rotation period; 0: rotated only by the operator command. */
    rotateMs: number;
    /** How long a replaced key still opens bodies. */
    graceMs: number;
    /** Encrypts private keys at rest (AES-256-GCM); undefined: stored as plain PEM. Never logged. */
    encryptionKey: Buffer | undefined;
  };
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** VENDOR_SECRET_<CODE> variables (the seed itself excluded) by vendor code. */
const vendorSecretsOf = (env: Env): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env)
      .map(([k, v]) => [/^VENDOR_SECRET_([A-Z0-9_]+)$/.exec(k)?.[1], v] as const)
      .filter((e): e is [string, string] => e[0] !== undefined && e[0] !== 'SEED' && !!e[1]),
  );

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const dataDirOf = (value: string | undefined, cwd: string) =>
  value === undefined
    ? path.join(repoRoot, '.data')
    : value.startsWith('memory://')
      ? value
      : path.resolve(cwd, value);

const presentOf = (env: Env) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

/**
 * Only where the database is, for commands that open it without serving anything (money:check):
 * they need none of the server's secrets, whichever the mode.
 */
export function loadDatabaseConfig(
  env: Env = process.env,
  cwd: string = process.cwd(),
): Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'> {
  const parsed = envSchema
    .pick({ DATA_DIR: true, DATABASE_URL: true, DATABASE_SCHEMA: true })
    .safeParse(presentOf(env));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment: ${issues.join('; ')}`);
  }
  const e = parsed.data;
  return {
    dataDir: dataDirOf(e.DATA_DIR, cwd),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
  };
}

/**
 * Reads the configuration from environment variables. Relative paths resolve against `cwd`, except
 * the defaults, which point into the repository so that `npm start` from any workspace finds them.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const present = presentOf(env);
  const parsed = envSchema.safeParse(present);
  const vendorSecrets = vendorSecretsOf(present);
  // Every problem in one line, those of the mode (missing or short secrets) with the others.
  const issues = [
    ...(parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []),
    ...modeIssues(present, vendorSecrets),
  ];
  if (!parsed.success || issues.length) {
    const mode = parsed.data?.DEMO ? 'demo mode, DEMO=1' : 'not demo mode: DEMO is not 1';
    throw new ConfigError(`Invalid environment (${mode}): ${issues.join('; ')}`);
  }
  const e = parsed.data;
  const demo = e.DEMO;
  // NODE_ENV=test relaxes the account limits for browser-test runs, and only in demo mode.
  const defaults = authLimitDefaults(demo && e.NODE_ENV === 'test');
  const dataDir = dataDirOf(e.DATA_DIR, cwd);
  return {
    demo,
    port: e.PORT,
    host: e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    webConcurrency: e.WEB_CONCURRENCY,
    shutdownDelayMs: Math.round(e.SHUTDOWN_DELAY_SECONDS * 1_000),
    teamFoldSeconds: e.TEAM_FOLD_SECONDS,
    publicUrl: e.PUBLIC_URL && new URL(e.PUBLIC_URL).origin,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databaseTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      queryMs: e.DB_QUERY_TIMEOUT_MS,
    },
    seedGames: e.SEED_GAMES,
    merchantCode: e.MERCHANT_CODE,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    countryHeader: e.COUNTRY_HEADER,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimitMax: e.RATE_LIMIT_MAX,
    session: {
      idleSeconds: e.SESSION_IDLE_SECONDS,
      maxSeconds: Math.max(e.SESSION_MAX_SECONDS, e.SESSION_IDLE_SECONDS),
    },
    smsCodeMinutes: e.SMS_CODE_MINUTES,
    authLimits: {
      loginPerAccount: e.LOGIN_LIMIT_PER_ACCOUNT ?? defaults.loginPerAccount,
      loginPerIp: e.LOGIN_LIMIT_PER_IP ?? defaults.loginPerIp,
      loginCaptchaIpFailures: e.LOGIN_CAPTCHA_IP_FAILURES ?? defaults.loginCaptchaIpFailures,
      loginCaptchaAccountAttempts:
        e.LOGIN_CAPTCHA_ACCOUNT_ATTEMPTS ?? defaults.loginCaptchaAccountAttempts,
      smsPerMobile: e.SMS_LIMIT_PER_MOBILE ?? defaults.smsPerMobile,
      smsPerIp: e.SMS_LIMIT_PER_IP ?? defaults.smsPerIp,
      smsIntervalSeconds: e.SMS_INTERVAL_SECONDS ?? defaults.smsIntervalSeconds,
      registerPerIp: e.REGISTER_LIMIT_PER_IP ?? defaults.registerPerIp,
      recovery: e.RECOVERY_LIMIT ?? defaults.recovery,
      usernameChecks: e.USERNAME_CHECK_LIMIT ?? defaults.usernameChecks,
      operatorKeyFailures: e.OPERATOR_KEY_FAILURES_PER_IP ?? defaults.operatorKeyFailures,
    },
    feedbackQuota: {
      perDay: e.FEEDBACK_PER_DAY,
      imageBytesPerDay: e.FEEDBACK_IMAGE_MB_PER_DAY * 1024 * 1024,
    },
    // modeIssues refused a missing seed outside demo mode.
    vendorSecretSeed: e.VENDOR_SECRET_SEED ?? DEMO_VENDOR_SECRET_SEED,
    vendorSecrets,
    operatorApiKey: e.OPERATOR_API_KEY,
    autoApproveSeconds: demo ? (e.DEMO_AUTO_APPROVE_SECONDS ?? 5) : 0,
    serverKeys: {
      rotateMs: Math.round(e.SERVER_KEY_ROTATE_HOURS * 3_600_000),
      graceMs: Math.round(e.SERVER_KEY_GRACE_MINUTES * 60_000),
      encryptionKey: e.SERVER_KEY_ENCRYPTION_KEY,
    },
  };
}
