import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair numbers (issue 21, shared by the in-house games of issue 23). A server seed is
 * made at random and only its SHA-256 is published; after the draw the seed is revealed, and
 * anyone recomputes: for each cursor, bytes = HMAC-SHA256(key = the seed, message =
 * `<subject>:<cursor>`), a float from the first 4 bytes (sum of byte_i / 256^(i+1)), and the
 * outcome floor(float x outcomes). Outcomes never come from the published hash itself.
 */
export const newServerSeed = () => randomBytes(32).toString('hex');

export const seedHash = (seed: string) => createHash('sha256').update(seed).digest('hex');

/** The float in [0, 1) of one cursor. */
export function fairFloat(seed: string, subject: string, cursor: number): number {
  const bytes = createHmac('sha256', seed).update(`${subject}:${cursor}`).digest();
  let float = 0;
  for (let i = 0; i < 4; i++) float += bytes[i]! / 256 ** (i + 1);
  return float;
}

/** `count` outcomes in 0 .. outcomes-1, cursor 0 first. */
export const fairOutcomes = (seed: string, subject: string, count: number, outcomes: number) =>
  Array.from({ length: count }, (_, cursor) =>
    Math.floor(fairFloat(seed, subject, cursor) * outcomes),
  );

/** A lottery issue's digits: the subject is `<gameId>:<issueNo>`. */
export const drawDigits = (seed: string, gameId: string, issueNo: string, digits: number) =>
  fairOutcomes(seed, `${gameId}:${issueNo}`, digits, 10);
