import { createHash } from 'node:crypto';

/**
 * The scheme's floats for simulations (the chi-square tests, `npm run bench -- originals`): the
 * same HMAC-SHA256 as lottery/fair-draw.ts `fairFloat`, in plain JavaScript with the key's two
 * pad blocks hashed once, because node's createHmac costs about 8 µs a call (a million slot spins
 * are five million). Tests prove it equal to `fairFloat`; rounds for money never use it.
 */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];
const w = new Int32Array(64);

/** One SHA-256 compression of the 16 words in `w` into `h` (8 words). */
function compress(h: Int32Array) {
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = h[0]!;
  let b = h[1]!;
  let c = h[2]!;
  let d = h[3]!;
  let e = h[4]!;
  let f = h[5]!;
  let g = h[6]!;
  let hh = h[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (hh + S1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0]! += a;
  h[1]! += b;
  h[2]! += c;
  h[3]! += d;
  h[4]! += e;
  h[5]! += f;
  h[6]! += g;
  h[7]! += hh;
}

/** `(subject, cursor) => float`: the HMAC's first 4 bytes as a fraction, keyed by `seed`. */
export function fastFloats(seed: string) {
  let key = Buffer.from(seed, 'utf8');
  if (key.length > 64) key = createHash('sha256').update(key).digest();
  const padded = new Uint8Array(64);
  padded.set(key);
  const stateAfter = (pad: number) => {
    const h = new Int32Array(IV);
    for (let i = 0; i < 16; i++)
      w[i] =
        ((padded[4 * i]! ^ pad) << 24) |
        ((padded[4 * i + 1]! ^ pad) << 16) |
        ((padded[4 * i + 2]! ^ pad) << 8) |
        (padded[4 * i + 3]! ^ pad);
    compress(h);
    return h;
  };
  const inner0 = stateAfter(0x36);
  const outer0 = stateAfter(0x5c);
  const h = new Int32Array(8);
  const block = new Uint8Array(128);
  const ascii = new Uint8Array(128);

  return (subject: string, cursor: number): number => {
    const text = `${subject}:${cursor}`;
    // ASCII (what the contract allows in a client seed) without a Buffer; anything else by one.
    let msg: Uint8Array = ascii;
    let length = text.length;
    for (let i = 0; i < length && msg === ascii; i++) {
      const ch = text.charCodeAt(i);
      if (ch > 0x7f || i >= 119) msg = Buffer.from(text, 'utf8');
      else ascii[i] = ch;
    }
    if (msg !== ascii) length = msg.length;
    // Inner hash: the message after the 64-byte ipad block, padded to whole blocks.
    const blocks = length + 9 <= 64 ? 1 : 2;
    if (length + 9 > 128) throw new Error('message too long for fastFloats');
    block.fill(0);
    block.set(msg.subarray(0, length));
    block[length] = 0x80;
    const bits = (64 + length) * 8;
    const end = blocks * 64;
    block[end - 2] = (bits >>> 8) & 0xff;
    block[end - 1] = bits & 0xff;
    h.set(inner0);
    for (let b = 0; b < blocks; b++) {
      for (let i = 0; i < 16; i++) {
        const o = b * 64 + 4 * i;
        w[i] = (block[o]! << 24) | (block[o + 1]! << 16) | (block[o + 2]! << 8) | block[o + 3]!;
      }
      compress(h);
    }
    // Outer hash: the 32-byte inner digest after the opad block.
    for (let i = 0; i < 8; i++) w[i] = h[i]!;
    w[8] = 0x80000000;
    for (let i = 9; i < 15; i++) w[i] = 0;
    w[15] = (64 + 32) * 8;
    h.set(outer0);
    compress(h);
    return (h[0]! >>> 0) / 4_294_967_296;
  };
}
