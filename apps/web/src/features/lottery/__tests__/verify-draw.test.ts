import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digitOf, drawMessage, matches, recomputeDraw, sha256Hex } from '../lib/verify-draw';

/** The draw as the issue states it, computed with node's crypto: the vector to compare with. */
function nodeDraw(seed: string, gameId: string, issueNo: string, count: number) {
  const digits = Array.from({ length: count }, (_, i) => {
    const bytes = createHmac('sha256', seed).update(`${gameId}:${issueNo}:${i}`).digest();
    let fraction = 0;
    for (let j = 0; j < 4; j++) fraction += bytes[j]! / 256 ** (j + 1);
    return Math.floor(fraction * 10);
  });
  return { seedHash: createHash('sha256').update(seed).digest('hex'), digits };
}

const seed = '9accd237493c603c5c1594236d92cbf8fc433afd40f140a77f8e05354942fe54';

describe('draw verification in the browser (WebCrypto)', () => {
  it('recomputes the seed hash and the digits exactly as node computes them', async () => {
    const expected = nodeDraw(seed, 'SSC1', '20261127-0707', 5);
    const recomputed = await recomputeDraw(seed, 'SSC1', '20261127-0707', 5);
    expect(recomputed).toEqual(expected);
    expect(recomputed.digits.every((d) => d >= 0 && d <= 9)).toBe(true);
  });

  it('agrees with node over many issues and seeds (3 and 5 digits)', async () => {
    for (let n = 1; n <= 20; n++) {
      const s = createHash('sha256').update(`seed ${n}`).digest('hex');
      const issueNo = `20261127-${String(n).padStart(4, '0')}`;
      const count = n % 2 ? 5 : 3;
      expect(await recomputeDraw(s, 'P3', issueNo, count)).toEqual(
        nodeDraw(s, 'P3', issueNo, count),
      );
    }
  });

  it('reads a digit from the first four bytes as a fraction', () => {
    expect(digitOf(new Uint8Array([0, 0, 0, 0, 255]))).toBe(0);
    expect(digitOf(new Uint8Array([25, 153, 153, 153]))).toBe(0); // just under 0.1
    expect(digitOf(new Uint8Array([25, 153, 153, 154]))).toBe(1); // 0.1 and a hair
    expect(digitOf(new Uint8Array([128, 0, 0, 0]))).toBe(5);
    expect(digitOf(new Uint8Array([255, 255, 255, 255]))).toBe(9);
    expect(drawMessage('SSC1', '20261127-0707', 3)).toBe('SSC1:20261127-0707:3');
  });

  it('says when the seed does not match its hash or the digits differ from the result', async () => {
    const recomputed = await recomputeDraw(seed, 'SSC1', '20261127-0707', 5);
    const published = { seedHash: await sha256Hex(seed), result: recomputed.digits };
    expect(matches(published, recomputed)).toEqual({ hash: true, digits: true });
    expect(
      matches({ ...published, seedHash: published.seedHash.toUpperCase() }, recomputed).hash,
    ).toBe(true);
    expect(matches({ ...published, seedHash: '00'.repeat(32) }, recomputed).hash).toBe(false);
    const other = recomputed.digits.map((d, i) => (i === 2 ? (d + 1) % 10 : d));
    expect(matches({ ...published, result: other }, recomputed).digits).toBe(false);
    expect(matches({ ...published, result: null }, recomputed).digits).toBe(false);
  });
});
