/**
 * The draw recomputed in the browser (issue 21): anyone can check that a result came from the
 * seed committed before the draw. The seed's SHA-256 must equal the published hash; digit i is
 * HMAC-SHA256(key = the seed as UTF-8 text, message = `<gameId>:<issueNo>:<i>`), its first four
 * bytes read as a fraction (b0/256 + b1/256² + ...), times 10, rounded down.
 */
const utf8 = (text: string) => new TextEncoder().encode(text);

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** WebCrypto exists only in secure contexts (https, localhost). */
export const canVerify = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

export const sha256Hex = async (text: string) =>
  toHex(await crypto.subtle.digest('SHA-256', utf8(text)));

/** The message of digit `index`. */
export const drawMessage = (gameId: string, issueNo: string, index: number) =>
  `${gameId}:${issueNo}:${index}`;

/** A digit 0-9 from the first four bytes of an HMAC. */
export function digitOf(bytes: Uint8Array): number {
  let fraction = 0;
  for (let j = 0; j < 4; j++) fraction += bytes[j]! / 256 ** (j + 1);
  return Math.floor(fraction * 10);
}

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
  const key = await crypto.subtle.importKey(
    'raw',
    utf8(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const digits = await Promise.all(
    Array.from({ length: count }, async (_, i) =>
      digitOf(
        new Uint8Array(
          await crypto.subtle.sign('HMAC', key, utf8(drawMessage(gameId, issueNo, i))),
        ),
      ),
    ),
  );
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
