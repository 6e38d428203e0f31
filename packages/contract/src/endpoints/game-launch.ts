import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { code, queryInt } from './query-params.ts';

/** Spec 9 "Prize modes Lott, ZY, Elott (default Elott)", plus SEA for TCG_SEA (spec 4). */
export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

const launchValue = z.object({
  gameUrl: z.string(),
  /** API-NOTES: 1 real money, 0 free play. */
  accountType: z.union([z.literal(0), z.literal(1)]),
});

export const launchGame = defineEndpoint({
  method: 'GET',
  path: '/wps/game/launchGame',
  summary:
    'A launch URL for one game (launcher v3). Trial sessions play free play only; free play needs a game that supports it',
  tags: ['games'],
  query: z.object({
    gameCategory: code(16),
    vendor: code(64),
    gameId: code(64).optional(),
    nodeId: queryInt(1),
    supportPlay: code(32).optional(),
    /** '1' = play money (spec 4: "with free play if freeplay is 1"). */
    freeplay: z.enum(['0', '1']).optional(),
    platform: code(16).optional(),
  }),
  value: launchValue,
  auth: true,
  errors: [
    'game.not.found',
    'game.freeplay.unsupported',
    'trial.restricted',
    'function.not.available',
  ],
  reads: ['Language'],
});

export const launchLottery = defineEndpoint({
  method: 'GET',
  path: '/wps/game/launchLottery',
  summary: 'A launch URL for a lottery lobby or game (spec 4: prize mode and play type)',
  tags: ['games'],
  query: z.object({
    vendor: code(64),
    /** Spec 3: default lobby. */
    gameCode: code(64).default('lobby'),
    prizeMode: z.enum(prizeModes).default('Elott'),
    playType: z.enum(['trad', 'ent']).default('trad'),
  }),
  value: launchValue,
  auth: true,
  errors: ['game.not.found', 'trial.restricted'],
  reads: ['Language'],
});
