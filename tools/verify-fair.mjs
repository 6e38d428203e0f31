#!/usr/bin/env node
// Recomputes a round of the in-house dice or 5x3 slot (issue 23) from its seeds, with nothing but
// node. Usage: node tools/verify-fair.mjs <dice|slot> <serverSeed> <clientSeed> <nonce> [seedHash]
// Float i: HMAC-SHA256(key = server seed, message = `<clientSeed>:<nonce>:<i>`), its first four
// bytes as sum(byte_j / 256^(j+1)); an outcome is floor(float x outcomes).
import { createHash, createHmac } from 'node:crypto';

// The slot's reel strips (packages/contract/src/originals-rules.ts), reel 1 first.
const OUTER = '7 B B C C C P P P P L L L L O O O O O O'.split(' ');
const INNER = '7 W B B C C C P P P P L L L L O O O O O'.split(' ');
const REELS = [OUTER, INNER, INNER, INNER, OUTER];

export function float(serverSeed, clientSeed, nonce, cursor) {
  const bytes = createHmac('sha256', serverSeed)
    .update(`${clientSeed}:${nonce}:${cursor}`)
    .digest();
  return bytes[0] / 256 + bytes[1] / 256 ** 2 + bytes[2] / 256 ** 3 + bytes[3] / 256 ** 4;
}

/** Dice: the roll 0-9999 (shown as 0.00-99.99). */
export const diceRoll = (seed, client, nonce) => Math.floor(float(seed, client, nonce, 0) * 10000);

/** Slot: each reel's stop (0-19) and the 3 rows x 5 reels it shows. */
export function slotStops(seed, client, nonce) {
  const stops = REELS.map((strip, reel) =>
    Math.floor(float(seed, client, nonce, reel) * strip.length),
  );
  const rows = [0, 1, 2].map((row) => stops.map((s, reel) => REELS[reel][(s + row) % 20]));
  return { stops, rows };
}

const [game, seed, client, nonceText, hash] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  if (
    !['dice', 'slot'].includes(game) ||
    !seed ||
    client === undefined ||
    !/^\d+$/.test(nonceText ?? '')
  ) {
    console.error(
      'usage: node tools/verify-fair.mjs <dice|slot> <serverSeed> <clientSeed> <nonce> [seedHash]',
    );
    process.exit(2);
  }
  const nonce = Number(nonceText);
  const sha = createHash('sha256').update(seed).digest('hex');
  console.log(`SHA-256 of the server seed: ${sha}`);
  if (hash)
    console.log(
      sha === hash.toLowerCase()
        ? 'matches the published hash'
        : 'DOES NOT match the published hash',
    );
  if (game === 'dice') {
    const roll = diceRoll(seed, client, nonce);
    console.log(`roll: ${(roll / 100).toFixed(2)} (${roll})`);
  } else {
    const { stops, rows } = slotStops(seed, client, nonce);
    console.log(`stops: ${stops.join(' ')}`);
    for (const row of rows) console.log(row.join(' '));
  }
}
