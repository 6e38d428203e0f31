import { crashBustX100 } from '@app/contract';
import { fairFloat, newServerSeed, seedHash } from '../lottery/fair-draw.ts';

/**
 * The crash game's seed chain (issue 23, migration 034). h_0 is a random terminal seed and
 * h_i = sha256(h_(i-1)) (of the hex text, as lottery seeds are hashed); the chain's commitment is
 * h_length. Round k of the chain plays with seed h_(length-k), so each revealed seed hashes to the
 * one revealed before it, and the first to the commitment: none can be changed once committed,
 * and none can be foreseen from those revealed (that would need a SHA-256 preimage).
 */
export const newTerminalSeed = newServerSeed;

/** h_steps: sha256 applied `steps` times to `seed`. */
export function hashTimes(seed: string, steps: number): string {
  let h = seed;
  for (let i = 0; i < steps; i++) h = seedHash(h);
  return h;
}

export const chainCommitment = (terminal: string, length: number) => hashTimes(terminal, length);

/** The seed of index k (1 .. length) of a chain, and the hash it must chain to. */
export function chainSeed(terminal: string, length: number, k: number) {
  if (k < 1 || k > length) throw new RangeError(`chain index ${k} outside 1..${length}`);
  const seed = hashTimes(terminal, length - k);
  return { seed, previousHash: seedHash(seed) };
}

/**
 * The bust point (hundredths) of a round: the float of HMAC-SHA256(key = seed, message =
 * `crash:<roundNo>`), through the formula of contract crash-rules.ts (1% edge). Never from the
 * published hash.
 */
export function bustX100Of(seed: string, roundNo: number): number {
  // fairFloat's message is `<subject>:<cursor>`: `crash:<roundNo>` (contract crashMessage).
  return crashBustX100(fairFloat(seed, 'crash', roundNo));
}
