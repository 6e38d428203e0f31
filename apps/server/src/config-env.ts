import { z } from 'zod';

// The server's environment variables, each with its rule and default (config.ts reads them into
// an AppConfig and adds the checks of the mode).

/** Process env as strings; an empty value counts as unset (the e2e harness sends `DATABASE_URL=''`). */
export type Env = Record<string, string | undefined>;

const count = z.coerce.number().int().positive();
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** 32 bytes from 64 hex digits or from base64 (standard or URL-safe); null for anything else. */
function parseKey(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) return null;
  const bytes = Buffer.from(t, 'base64');
  return bytes.length === 32 ? bytes : null;
}

export const envSchema = z.object({
  /**
   * Demo mode, the one switch of everything the demo adds (see `AppConfig.demo`): `1` or `true`.
   * Unset, `0` or `false`: off; any other value is refused, so that a typo never means either.
   */
  DEMO: flag.default(false),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  /** Default: 127.0.0.1 in demo mode (never reachable from elsewhere by accident), else 0.0.0.0. */
  HOST: z.string().optional(),
  /** Worker processes (node:cluster); the usual name for it. More than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Tests put each file in its own PostgreSQL schema; normally unset (the role's default path). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'lower-case SQL identifier')
    .optional(),
  /**
   * After a stop signal: seconds of not-ready (/readyz 503) during which the server still accepts
   * and answers, so that a load balancer stops sending before the listener closes.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** How often the team figures take in what the ledger's rollups saw (agents/team-fold.ts). */
  TEAM_FOLD_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  /**
   * The origin this server is reached at by browsers (`https://m.example.com`), for the links it
   * builds; unset: links are paths on the caller's own origin, never the request's Host header.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((u) => !URL.canParse(u) || new URL(u).href === `${new URL(u).origin}/`, {
      message: 'an origin only (https://host[:port]), without a path',
    })
    .optional(),
  /** PostgreSQL: opening a connection or waiting for a free one in the pool, at most (ms). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** PostgreSQL: one query of a request, at most (ms); start-up work has no limit. */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(2_500),
  /** No longer read: refused when set, so that nobody believes it switches the seed on or off. */
  SEED_DEMO: z.string().optional(),
  /** Grows the demo catalogue to this many games (search benchmark); unset: the 3,131 of the seed. */
  SEED_GAMES: z.coerce.number().int().min(1).max(1_000_000).optional(),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('demo'),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `0`: no line (info) per request; refused and failed requests are still logged. */
  LOG_REQUESTS: flag.default(true),
  WEB_DIST: z.string().optional(),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .default('x-country-code')
    .transform((h) => h.toLowerCase()),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Game vendors' signing secrets are derived from this unless VENDOR_SECRET_<CODE> is set.
   * Required outside demo mode; in demo mode the public DEMO_VENDOR_SECRET_SEED when unset.
   */
  VENDOR_SECRET_SEED: z.string().optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{0,64}$/)
    .default('mgp:'),
  /**
   * The operator API's credential (X-Operator-Key): required outside demo mode (32+ characters);
   * in demo mode 16+ characters, and unset closes the /operator prefix.
   */
  OPERATOR_API_KEY: z.string().optional(),
  /**
   * Demo mode only: submitted deposits and pending withdrawals are approved this many seconds
   * after they reach that state, so a new user sees the whole cycle; 0 turns it off. Default: 5
   * in demo mode; outside it only 0 is accepted.
   */
  DEMO_AUTO_APPROVE_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  SESSION_IDLE_SECONDS: z.coerce.number().int().positive().default(7_200),
  SESSION_MAX_SECONDS: z.coerce.number().int().positive().default(86_400),
  SMS_CODE_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  // Abuse limits: unset means the default of the mode (see authLimitDefaults).
  LOGIN_LIMIT_PER_ACCOUNT: count.optional(),
  LOGIN_LIMIT_PER_IP: count.optional(),
  LOGIN_CAPTCHA_IP_FAILURES: count.optional(),
  LOGIN_CAPTCHA_ACCOUNT_ATTEMPTS: count.optional(),
  USERNAME_CHECK_LIMIT: count.optional(),
  OPERATOR_KEY_FAILURES_PER_IP: count.optional(),
  SMS_LIMIT_PER_MOBILE: count.optional(),
  SMS_LIMIT_PER_IP: count.optional(),
  SMS_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  REGISTER_LIMIT_PER_IP: count.optional(),
  RECOVERY_LIMIT: count.optional(),
  /** Feedback a member may send per day of the merchant's clock. */
  FEEDBACK_PER_DAY: count.max(1_000).default(5),
  /** Megabytes of feedback images a member may upload per day of the merchant's clock. */
  FEEDBACK_IMAGE_MB_PER_DAY: count.max(1_000).default(30),
  /** Rotates the body encryption key this often (decimals allowed); 0: only by operator command. */
  SERVER_KEY_ROTATE_HOURS: z.coerce.number().min(0).max(87_600).default(0),
  /** How long a replaced key still opens bodies sealed with it. */
  SERVER_KEY_GRACE_MINUTES: z.coerce.number().min(0).max(10_080).default(10),
  /** AES-256 key (32 bytes, base64 or hex) that encrypts the server's private keys at rest. */
  SERVER_KEY_ENCRYPTION_KEY: z
    .string()
    .transform((v, ctx) => {
      const key = parseKey(v);
      if (!key) {
        ctx.addIssue({
          code: 'custom',
          message: '32 bytes, as 64 hex digits or 44 base64 characters (openssl rand -base64 32)',
        });
        return z.NEVER;
      }
      return key;
    })
    .optional(),
});
