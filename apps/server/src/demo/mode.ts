import type { AppConfig } from '../config.ts';

/** Public (it is in this repository): fine for the local demo, a forgery kit anywhere else. */
export const DEMO_VENDOR_SECRET_SEED = 'demo-vendor-secret-seed-not-for-production';

/** The least length of a secret seed or key given as text (demo mode: 16 for the operator key). */
export const SECRET_MIN_LENGTH = 32;
const DEMO_OPERATOR_KEY_MIN_LENGTH = 16;

/** `1` or `true`; anything else is off (the schema refuses what is neither on nor off). */
export const isDemoValue = (value: string | undefined) => value === '1' || value === 'true';

const lengthIssue = (name: string, value: string | undefined, min: number) =>
  value !== undefined && value.length < min ? `${name}: shorter than ${min} characters` : null;

/**
 * What the mode refuses, one entry per variable, naming it and never repeating its value. Outside
 * demo mode the server must bring its own secrets and data location and may not ask for any demo
 * convenience; in demo mode an explicit secret must still be long enough. `env` holds the set,
 * non-empty variables as given.
 */
export function modeIssues(
  env: Record<string, string | undefined>,
  vendorSecrets: Record<string, string>,
): string[] {
  const demo = isDemoValue(env.DEMO);
  const issues: (string | null)[] = [
    env.SEED_DEMO !== undefined
      ? 'SEED_DEMO: no longer read: the demo seed runs with DEMO=1, and only then'
      : null,
    lengthIssue('VENDOR_SECRET_SEED', env.VENDOR_SECRET_SEED, SECRET_MIN_LENGTH),
    ...Object.entries(vendorSecrets).map(([code, secret]) =>
      lengthIssue(`VENDOR_SECRET_${code}`, secret, SECRET_MIN_LENGTH),
    ),
    lengthIssue(
      'OPERATOR_API_KEY',
      env.OPERATOR_API_KEY,
      demo ? DEMO_OPERATOR_KEY_MIN_LENGTH : SECRET_MIN_LENGTH,
    ),
  ];
  if (!demo) {
    const missing = (name: string, hint: string) =>
      env[name] === undefined ? `${name}: missing (${hint})` : null;
    const secret = `${SECRET_MIN_LENGTH}+ random characters, e.g. openssl rand -base64 32`;
    issues.push(
      missing('VENDOR_SECRET_SEED', secret),
      env.VENDOR_SECRET_SEED === DEMO_VENDOR_SECRET_SEED
        ? 'VENDOR_SECRET_SEED: the public demo seed, with which anyone can sign wallet calls'
        : null,
      missing('OPERATOR_API_KEY', secret),
      missing('SERVER_KEY_ENCRYPTION_KEY', '32 bytes, e.g. openssl rand -base64 32'),
      env.DATA_DIR === undefined && env.DATABASE_URL === undefined
        ? 'DATA_DIR or DATABASE_URL: missing (the default ./.data is the demo database)'
        : null,
      // The demo's conveniences are refused rather than ignored: the operator meant something.
      env.DEMO_AUTO_APPROVE_SECONDS !== undefined && Number(env.DEMO_AUTO_APPROVE_SECONDS) !== 0
        ? 'DEMO_AUTO_APPROVE_SECONDS: demo mode only (DEMO=1); an operator decides every order'
        : null,
      env.SEED_GAMES !== undefined ? 'SEED_GAMES: demo mode only (DEMO=1)' : null,
    );
  }
  return issues.filter((i): i is string => i !== null);
}

/**
 * The one line a demo server says at start: what it enables, so that nobody runs it unknowingly
 * where it can be reached.
 */
export function demoModeLine(config: AppConfig): string {
  const approves =
    config.autoApproveSeconds > 0
      ? `deposits and withdrawals approved ${config.autoApproveSeconds} s after they are made`
      : 'no auto-approval (DEMO_AUTO_APPROVE_SECONDS=0)';
  const secrets =
    config.vendorSecretSeed === DEMO_VENDOR_SECRET_SEED
      ? 'vendor secrets derived from the public demo seed'
      : 'vendor secrets derived from VENDOR_SECRET_SEED';
  return (
    `DEMO MODE (DEMO=1), never for real money: demo seed with published accounts and passwords, ` +
    `/dev routes (SMS codes, e-mails and captcha answers readable), ${secrets}, ${approves}, ` +
    `demo game vendor; listening on ${config.host}`
  );
}
