/**
 * The provably fair scheme's arithmetic in the browser (WebCrypto), shared by the lottery's draw
 * check (issue 21) and the in-house games' verify pages (issue 23): anyone recomputes a result
 * from the revealed server seed. bytes = HMAC-SHA256(key = the seed as UTF-8 text, message);
 * a float in [0, 1) from the first four bytes (b0/256 + b1/256² + ...); an outcome is
 * floor(float x outcomes).
 */
const utf8 = (text: string) => new TextEncoder().encode(text);

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** WebCrypto exists only in secure contexts (https, localhost). */
export const canVerify = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

export const sha256Hex = async (text: string) =>
  toHex(await crypto.subtle.digest('SHA-256', utf8(text)));

/** The float in [0, 1) of an HMAC's first four bytes. */
export function floatOf(bytes: Uint8Array): number {
  let fraction = 0;
  for (let j = 0; j < 4; j++) fraction += bytes[j]! / 256 ** (j + 1);
  return fraction;
}

/** An HMAC-SHA256 signer keyed by the server seed: message -> bytes. */
export async function hmacSigner(serverSeed: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    utf8(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (message: string) =>
    new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(message)));
}

/** `count` outcomes in 0 .. outcomes-1: message `<subject>:<cursor>`, cursor 0 first. */
export async function fairOutcomes(
  serverSeed: string,
  subject: string,
  count: number,
  outcomes: number,
): Promise<number[]> {
  const sign = await hmacSigner(serverSeed);
  return Promise.all(
    Array.from({ length: count }, async (_, cursor) =>
      Math.floor(floatOf(await sign(`${subject}:${cursor}`)) * outcomes),
    ),
  );
}
