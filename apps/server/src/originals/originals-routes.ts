import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getOriginalsRound,
  getOriginalsRounds,
  getOriginalsSeeds,
  INHOUSE_VENDOR,
  playDice,
  rotateOriginalsSeed,
  setOriginalsClientSeed,
  spinSlot,
} from '@app/contract';
import { sessionOf, TRIAL_TYPE } from '../accounts/auth-plugin.ts';
import { AppError, trialRestricted } from '../errors.ts';
import { merchantOf } from '../merchant/request-context.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { play } from './play.ts';
import { roundsRepository } from './rounds-repository.ts';
import { seedsRepository } from './seeds-repository.ts';

/** A real-money member: the in-house games have no free play. */
function memberOf(request: FastifyRequest) {
  const session = sessionOf(request);
  if (session.type === TRIAL_TYPE) throw trialRestricted();
  return session.memberId;
}

/** The in-house games' API (issue 23, contract originals.ts): seeds, dice, slot and rounds. */
export default async function originalsRoutes(app: FastifyInstance) {
  const { db } = app;
  // Rounds are bets of the in-house vendor (records, team figures): it must exist even where the
  // operator's catalogue has no in-house games.
  await db.query(
    `INSERT INTO game_vendors (code, display_name, categories) VALUES ($1, 'House Originals', $2)
     ON CONFLICT (code) DO NOTHING`,
    [INHOUSE_VENDOR, ['INHOUSE']],
  );

  /** The member's seeds, the active one made on first use. */
  const seedsOf = (memberId: number) =>
    db.transaction(async (tx) => {
      await seedsRepository.lockActive(tx, memberId);
      return seedsRepository.view(tx, memberId);
    });

  registerEndpoint(app, getOriginalsSeeds, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return seedsOf(sessionOf(request).memberId);
  });

  registerEndpoint(app, setOriginalsClientSeed, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const memberId = memberOf(request);
    return db.transaction(async (tx) => {
      const active = await seedsRepository.lockActive(tx, memberId);
      await seedsRepository.setClientSeed(tx, active.id, request.body.clientSeed);
      return seedsRepository.view(tx, memberId);
    });
  });

  registerEndpoint(app, rotateOriginalsSeed, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const memberId = memberOf(request);
    return db.transaction(async (tx) => {
      const active = await seedsRepository.lockActive(tx, memberId);
      await seedsRepository.rotate(tx, memberId, active);
      return seedsRepository.view(tx, memberId);
    });
  });

  const deps = { db, money: app.money };

  registerEndpoint(app, playDice, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { stakeMinor, target, direction, idempotencyKey } = request.body;
    return play(deps, merchantOf(request), memberOf(request), {
      game: 'dice',
      stakeMinor,
      target,
      direction,
      key: idempotencyKey,
    });
  });

  registerEndpoint(app, spinSlot, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { stakeMinor, idempotencyKey } = request.body;
    return play(deps, merchantOf(request), memberOf(request), {
      game: 'slot5x3',
      stakeMinor,
      key: idempotencyKey,
    });
  });

  registerEndpoint(app, getOriginalsRound, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const round = await roundsRepository.byRef(db, merchantOf(request).code, request.query.ref);
    if (!round) throw new AppError('originals.round.unknown', `No round ${request.query.ref}`);
    return round;
  });

  registerEndpoint(app, getOriginalsRounds, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { game, page, size } = request.query;
    const found = await roundsRepository.page(db, sessionOf(request).memberId, game, page, size);
    return { ...found, page };
  });
}
