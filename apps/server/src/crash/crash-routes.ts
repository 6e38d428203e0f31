import type { FastifyInstance } from 'fastify';
import {
  cashOutCrash,
  CRASH_STREAM_PATH,
  devCrashTimings,
  crashMessage,
  getCrashHistory,
  getCrashState,
  getMyCrashBets,
  placeCrashBet,
  verifyCrashRound,
} from '@app/contract';
import { sessionOf, TRIAL_TYPE } from '../accounts/auth-plugin.ts';
import { AppError } from '../errors.ts';
import { merchantOf } from '../merchant/request-context.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { declareScope, routeDocs } from '../platform/http/route-docs.ts';
import { publicBet } from './bets-repository.ts';
import { cashOut, placeBet } from './betting.ts';
import { DEFAULT_TIMINGS } from './clock.ts';
import { publicRound } from './rounds-repository.ts';

/** The crash game's API (contract crash.ts) and its live stream of server-sent events. */
export default async function crashRoutes(app: FastifyInstance) {
  const { rounds, bets, live, snapshot, betting, timings } = app.crash;

  registerEndpoint(app, getCrashState, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return snapshot(merchantOf(request).code);
  });

  registerEndpoint(app, getCrashHistory, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await rounds.recent(merchantOf(request).code, request.query.size);
    return { rounds: rows.map(publicRound) };
  });

  registerEndpoint(app, verifyCrashRound, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const round = await rounds.find(merchantOf(request).code, request.query.round);
    if (!round) throw new AppError('crash.round.unknown', `No crash round ${request.query.round}`);
    const chain = (await rounds.chainById(round.chain_id))!;
    return {
      ...publicRound(round),
      message: crashMessage(round.round_no),
      commitment: chain.commitment,
      chainIndex: round.chain_index,
    };
  });

  registerEndpoint(app, placeCrashBet, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = sessionOf(request);
    if (session.type === TRIAL_TYPE)
      throw new AppError('trial.restricted', 'Please login an actual account to use this function');
    return placeBet(betting, merchantOf(request), session.memberId, request.body);
  });

  registerEndpoint(app, cashOutCrash, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = sessionOf(request);
    return cashOut(betting, merchantOf(request), session.memberId, request.body.roundNo);
  });

  registerEndpoint(app, getMyCrashBets, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await bets.mine(sessionOf(request).memberId, request.query.size);
    return { bets: rows.map(publicBet) };
  });

  // The live round: server-sent events, each a `crashStateSchema` snapshot. The first is the
  // state now, whatever `Last-Event-ID` (or `since`) the client sends: a phone that reconnects
  // is shown the round as it is, and the `recent` bust points cover what it missed.
  app.get(
    CRASH_STREAM_PATH,
    {
      config: { docs: routeDocs('GET', { errors: ['request_param_err'] }) },
      schema: {
        summary:
          'The live crash round as server-sent events (`event: state`, data as GET /wps/crash/state)',
        tags: ['crash'],
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // EventSource reconnects by itself after this many ms.
      raw.write('retry: 2000\n\n');
      const off = await live.subscribe(merchant.code, raw);
      request.raw.on('close', off);
      if (request.raw.destroyed) off();
    },
  );

  // Demo mode only (DEMO=1): browser tests play faster rounds in this process.
  if (app.config.demo)
    await app.register(async (dev) => {
      declareScope(dev, { internal: true });
      registerEndpoint(dev, devCrashTimings, async (request) => {
        const { reset, finishRound, ...change } = request.body;
        if (reset) Object.assign(timings, DEFAULT_TIMINGS);
        for (const [key, value] of Object.entries(change))
          if (value !== undefined) Object.assign(timings, { [key]: value });
        if (finishRound) {
          const round = await rounds.latest(merchantOf(request).code);
          if (round && (round.state === 'betting' || round.state === 'running'))
            await rounds.finishNow(round, app.crash.now());
        }
        app.crash.wake();
        const { bettingMs, pauseMs, curveRatePerMs } = timings;
        return { bettingMs, pauseMs, curveRatePerMs };
      });
    });
}
