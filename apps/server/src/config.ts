import path from 'node:path';
import { z } from 'zod';

const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');

/** Process env as strings; an empty value counts as unset (the e2e harness sends `DATABASE_URL=''`). */
type Env = Record<string, string | undefined>;

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Tests put each file in its own PostgreSQL schema; normally unset (the role's default path). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'lower-case SQL identifier')
    .optional(),
  SEED_DEMO: flag.default(true),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('demo'),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .default('x-country-code')
    .transform((h) => h.toLowerCase()),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Directory of the embedded database, or `memory://` for a throw-away in-memory one. */
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  seedDemo: boolean;
  merchantCode: string;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  /** Lower-case name of the header a trusted edge proxy fills with the caller's country. */
  countryHeader: string;
  /** Fastify `trustProxy`: true/false, or addresses and CIDRs separated by commas. */
  trustProxy: boolean | string | undefined;
  redisUrl: string | undefined;
  /** Requests per minute per IP on the API. */
  rateLimitMax: number;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables. Relative paths resolve against `cwd`, except
 * the defaults, which point into the repository so that `npm start` from any workspace finds them.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir =
    e.DATA_DIR === undefined
      ? path.join(repoRoot, '.data')
      : e.DATA_DIR.startsWith('memory://')
        ? e.DATA_DIR
        : path.resolve(cwd, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    seedDemo: e.SEED_DEMO,
    merchantCode: e.MERCHANT_CODE,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    countryHeader: e.COUNTRY_HEADER,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    rateLimitMax: e.RATE_LIMIT_MAX,
  };
}
