import { createHash, createHmac } from 'node:crypto';
import type { OriginalsRound, OriginalsSeeds } from '@app/contract';
import { useSessionStore } from '@/shared/stores/session-store';

export const SEED = 'c0ffee'.repeat(10) + 'abcd';
export const seedHash = createHash('sha256').update(SEED).digest('hex');

/** The scheme as the issue states it, with node's crypto: the vector to compare with. */
export const floatOf = (client: string, nonce: number, cursor: number) => {
  const b = createHmac('sha256', SEED).update(`${client}:${nonce}:${cursor}`).digest();
  return b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4;
};

export const seeds: OriginalsSeeds = {
  seedHash,
  clientSeed: 'my-seed',
  nonce: 3,
  revealed: [],
};

export function diceRound(overrides: Partial<OriginalsRound> = {}): OriginalsRound {
  return {
    ref: 'dice-42',
    game: 'dice',
    stakeMinor: 100,
    winMinor: 0,
    createdAt: '2026-11-27T12:00:00.000Z',
    seedHash,
    serverSeed: null,
    clientSeed: 'my-seed',
    nonce: 3,
    dice: { target: 5000, direction: 'under', roll: Math.floor(floatOf('my-seed', 3, 0) * 10_000) },
    slot: null,
    ...overrides,
  };
}

export const signIn = () =>
  useSessionStore.getState().setSession({ token: 'tok', userName: 'player01', type: 0 });
