import { diceRoll, slotStop } from '@app/contract';
import { floatOf, hmacSigner, sha256Hex } from '@/shared/lib/fair-hmac';

/**
 * A round recomputed in the browser (issue 23) from its revealed server seed: the seed's SHA-256
 * must be the hash shown before play; float i is HMAC-SHA256(key = server seed, message =
 * `<clientSeed>:<nonce>:<i>`), its first four bytes as a fraction. Dice: floor(float 0 x 10000);
 * slot: floor(float i x 20) for reel i.
 */
export interface RoundInputs {
  game: 'dice' | 'slot5x3';
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface Recomputed {
  seedHash: string;
  /** Dice: [roll]; slot: the five stops. */
  outcome: number[];
}

export const roundMessage = (clientSeed: string, nonce: number, cursor: number) =>
  `${clientSeed}:${nonce}:${cursor}`;

export async function recomputeRound(r: RoundInputs): Promise<Recomputed> {
  const seedHash = await sha256Hex(r.serverSeed);
  const sign = await hmacSigner(r.serverSeed);
  const float = async (cursor: number) =>
    floatOf(await sign(roundMessage(r.clientSeed, r.nonce, cursor)));
  if (r.game === 'dice') return { seedHash, outcome: [diceRoll(await float(0))] };
  return {
    seedHash,
    outcome: await Promise.all([0, 1, 2, 3, 4].map(async (i) => slotStop(await float(i)))),
  };
}
