/**
 * The draw recomputed in the browser (issue 21): anyone can check that a result came from the
 * seed committed before the draw. The seed's SHA-256 must equal the published hash; digit i is
 * HMAC-SHA256(key = the seed as UTF-8 text, message = `<gameId>:<issueNo>:<i>`), its first four
 * bytes read as a fraction (b0/256 + b1/256² + ...), times 10, rounded down.
 */
import { canVerify, fairOutcomes, floatOf, sha256Hex } from '@/shared/lib/fair-hmac';

export { canVerify, sha256Hex };

/** The message of digit `index`. */
export const drawMessage = (gameId: string, issueNo: string, index: number) =>
  `${gameId}:${issueNo}:${index}`;

/** A digit 0-9 from the first four bytes of an HMAC. */
export const digitOf = (bytes: Uint8Array): number => Math.floor(floatOf(bytes) * 10);

export interface Recomputed {
  seedHash: string;
  digits: number[];
}

export async function recomputeDraw(
  serverSeed: string,
  gameId: string,
  issueNo: string,
  count: number,
): Promise<Recomputed> {
  const digits = await fairOutcomes(serverSeed, `${gameId}:${issueNo}`, count, 10);
  return { seedHash: await sha256Hex(serverSeed), digits };
}

/** Whether the recomputation matches what the server published. */
export const matches = (
  published: { seedHash: string; result: readonly number[] | null },
  recomputed: Recomputed,
) => ({
  hash: published.seedHash.toLowerCase() === recomputed.seedHash,
  digits:
    published.result !== null &&
    published.result.length === recomputed.digits.length &&
    published.result.every((d, i) => d === recomputed.digits[i]),
});
