import { diceRoll, slotStop } from '@app/contract';
import { fairFloat } from '../lottery/fair-draw.ts';

/**
 * A round's outcome from the scheme (issue 23): the subject is `<clientSeed>:<nonce>`, so float
 * i comes from HMAC-SHA256(key = server seed, message = `<clientSeed>:<nonce>:<i>`). Dice reads
 * cursor 0 (10,000 outcomes); the slot one cursor per reel, reel 1 first (20 stops each).
 */
export type FloatSource = (subject: string, cursor: number) => number;

export const roundSubject = (clientSeed: string, nonce: number) => `${clientSeed}:${nonce}`;

/** The server's floats: node's HMAC keyed by the round's server seed. */
export const seedFloats =
  (serverSeed: string): FloatSource =>
  (subject, cursor) =>
    fairFloat(serverSeed, subject, cursor);

export const diceRollOf = (floats: FloatSource, clientSeed: string, nonce: number) =>
  diceRoll(floats(roundSubject(clientSeed, nonce), 0));

export const slotStopsOf = (floats: FloatSource, clientSeed: string, nonce: number) => {
  const subject = roundSubject(clientSeed, nonce);
  return [0, 1, 2, 3, 4].map((reel) => slotStop(floats(subject, reel)));
};
