import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a launch URL carries to the vendor: who plays which game, how, in which language. */
export interface LaunchClaims {
  merchantCode: string;
  memberId: number;
  vendor: string;
  nodeId: number;
  /** 'wallet': rounds settle through the seamless wallet; 'play_money': the vendor's own. */
  mode: 'wallet' | 'play_money';
  language: string;
  /** The platform session that launched the game: the game ends with it. */
  sessionId: number;
  /** Unix seconds after which the URL no longer opens a game. */
  exp: number;
}

/**
 * A launch URL opens the game within this time; the game session then lives on (4 hours at most),
 * both only while the platform session that launched the game does.
 */
export const LAUNCH_TOKEN_SECONDS = 600;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`launch.${payload}`).digest();

/** `<base64url claims>.<base64url HMAC>`, with a random nonce so that no two launches share one. */
export function createLaunchToken(secret: string, claims: Omit<LaunchClaims, 'exp'>): string {
  const exp = Math.floor(Date.now() / 1000) + LAUNCH_TOKEN_SECONDS;
  const payload = Buffer.from(
    JSON.stringify({ ...claims, exp, n: randomBytes(9).toString('base64url') }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claims of a token signed with `secret`, or null; expiry is the caller's to check. */
export function readLaunchToken(secret: string, token: string): LaunchClaims | null {
  const m = /^([A-Za-z0-9_-]{10,1000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const given = Buffer.from(m[2]!, 'base64url');
  const expected = mac(secret, m[1]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8')) as LaunchClaims;
  } catch {
    return null;
  }
}

/** The vendor keeps only this hash of a token (demo_vendor_sessions.token_hash). */
export const launchTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Peeks at the vendor claim before the signature is checked (each vendor has its own secret). */
export function vendorOfToken(token: string): string | null {
  const payload = token.split('.')[0] ?? '';
  try {
    const v = (
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { vendor?: unknown }
    ).vendor;
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}
