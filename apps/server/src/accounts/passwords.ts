import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 25 ms per hash
 * on one core of the development machine, so one core verifies ~40 logins per second and an
 * offline attacker pays the same per guess. Hashes carry their parameters, so raising the cost
 * later only needs `needsRehash` on the next sign-in.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

const PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** False for a malformed hash too: a broken row must fail the sign-in, not the request. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export const needsRehash = (stored: string) => !stored.startsWith(PARAMS);

let dummy: Promise<string> | undefined;

/**
 * A sign-in for an unknown account (or one without a password) still verifies against a hash, so
 * that its answer takes as long as a wrong password: response times do not tell which names exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password);
  return false;
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A temporary password for e-mail recovery: 10 characters, letters and digits (both present, so
 * it passes the usual password rules), without look-alikes (0/O, 1/l/I).
 */
export function temporaryPassword(): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)]!, DIGITS[randomInt(DIGITS.length)]!];
  while (chars.length < 10) chars.push(all[randomInt(all.length)]!);
  // Fisher-Yates, so the letter and the digit are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
