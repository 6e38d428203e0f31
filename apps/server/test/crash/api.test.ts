import { request as httpGet, type IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRASH_STREAM_PATH,
  crashStateSchema,
  getCrashHistory,
  getMyCrashBets,
  placeCrashBet,
  verifyCrashRound,
  type CrashState,
} from '@app/contract';
import { bustX100Of } from '../../src/crash/fair.ts';
import { authHeaders } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import {
  bet,
  cashOut,
  crashTestApp,
  player,
  roundBustingAtLeast,
  state,
  type HandClock,
} from './support.ts';

// Issue 23: the crash game's API refuses bad input on every endpoint, reveals seeds only after
// the bust (each one chaining to the one before), and streams the live round.

let t: TestApp;
let clock: HandClock;
let closed = false;
beforeAll(async () => {
  ({ t, clock } = await crashTestApp());
});
afterAll(() => (closed ? undefined : t?.close()));

describe('crash input', () => {
  it('refuses bad bets, cash-outs and queries', async () => {
    const round = await roundBustingAtLeast(t.app, clock, 101);
    const p = await player(t.app, 1_000);
    const roundNo = round.round_no;
    for (const body of [
      {},
      { roundNo },
      { roundNo, stakeMinor: '100' },
      { roundNo, stakeMinor: -100 },
      { roundNo, stakeMinor: 0 },
      { roundNo, stakeMinor: 9 },
      { roundNo, stakeMinor: 10.5 },
      { roundNo, stakeMinor: 2_000_000 },
      { roundNo, stakeMinor: 100, autoCashoutX100: 100 },
      { roundNo, stakeMinor: 100, autoCashoutX100: 'x' },
      { roundNo: -1, stakeMinor: 100 },
      { roundNo: 'one', stakeMinor: 100 },
      { roundNo, stakeMinor: 100, extra: 1 },
    ])
      failure(await bet(t.app, p.token, body), 400, 'request_param_err');
    failure(
      await bet(t.app, p.token, { roundNo, stakeMinor: 100, idempotencyKey: 'short' }),
      400,
      'request_param_err',
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: placeCrashBet.path,
      payload: { roundNo, stakeMinor: 100, idempotencyKey: 'crash-anon-0001' },
    });
    failure(anonymous, 401, 'login.not.session');

    for (const body of [{}, { roundNo: 'x' }, { roundNo: 0 }, { roundNo, more: true }])
      failure(await cashOut(t.app, p.token, body), 400, 'request_param_err');
    failure(await cashOut(t.app, p.token, { roundNo: roundNo + 99 }), 404, 'crash.round.unknown');
    failure(await cashOut(t.app, p.token, { roundNo }), 404, 'crash.bet.none');

    for (const url of [
      `${verifyCrashRound.path}`,
      `${verifyCrashRound.path}?round=abc`,
      `${verifyCrashRound.path}?round=-2`,
      `${getCrashHistory.path}?size=0`,
      `${getCrashHistory.path}?size=x`,
    ])
      failure(await t.app.inject({ url }), 400, 'request_param_err');
    failure(
      await t.app.inject({ url: `${verifyCrashRound.path}?round=999999` }),
      404,
      'crash.round.unknown',
    );
    failure(
      await t.app.inject({ url: `${getMyCrashBets.path}?size=0`, headers: authHeaders(p.token) }),
      400,
      'request_param_err',
    );
    failure(await t.app.inject({ url: getMyCrashBets.path }), 401, 'login.not.session');
  });
});

describe('crash fairness', () => {
  it('reveals each seed only after its bust, and each chains to the one before', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await roundBustingAtLeast(t.app, clock, 101);
      await clock.turn(r.bust_at.getTime());
      await clock.turn(clock.now() + t.app.crash.timings.pauseMs);
    }
    const open = await roundBustingAtLeast(t.app, clock, 101);
    const before = okValue(
      verifyCrashRound,
      await t.app.inject({ url: `${verifyCrashRound.path}?round=${open.round_no}` }),
    );
    expect(before).toMatchObject({ seed: null, bustX100: null, state: 'betting' });
    expect((await state(t.app)).round).toMatchObject({ seed: null, bustX100: null });
    await clock.turn(open.bust_at.getTime());
    const history = okValue(
      getCrashHistory,
      await t.app.inject({ url: `${getCrashHistory.path}?size=100` }),
    );
    expect(history.rounds.length).toBeGreaterThan(1);
    for (const r of history.rounds) {
      expect(bustX100Of(r.seed!, r.roundNo)).toBe(r.bustX100);
      expect(createHash('sha256').update(r.seed!).digest('hex')).toBe(r.previousHash);
    }
    // Consecutive rounds of one chain: each seed hashes to the one revealed before it.
    for (const [i, r] of history.rounds.slice(0, -1).entries())
      if (r.roundNo === history.rounds[i + 1]!.roundNo + 1 && r.previousHash !== before.commitment)
        expect(r.previousHash).toBe(history.rounds[i + 1]!.seed);
    const after = okValue(
      verifyCrashRound,
      await t.app.inject({ url: `${verifyCrashRound.path}?round=${open.round_no}` }),
    );
    expect(after.message).toBe(`crash:${open.round_no}`);
    let h = after.seed!;
    for (let i = 0; i < after.chainIndex; i++) h = createHash('sha256').update(h).digest('hex');
    expect(h).toBe(after.commitment);
  });
});

/** Reads server-sent events from a live stream, one `state` event at a time. */
function openStream(port: number) {
  const events: CrashState[] = [];
  const waiting: (() => void)[] = [];
  let res!: IncomingMessage;
  const ready = new Promise<void>((resolve, reject) => {
    const req = httpGet(
      {
        host: '127.0.0.1',
        port,
        path: CRASH_STREAM_PATH,
        headers: { 'last-event-id': '1.betting.0.0' },
      },
      (r) => {
        res = r;
        let buffer = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (data) events.push(crashStateSchema.parse(JSON.parse(data)));
            waiting.splice(0).forEach((w) => w());
          }
        });
        resolve();
      },
    );
    req.on('error', reject);
    req.end();
  });
  const next = async (count: number) => {
    while (events.length < count) await new Promise<void>((r) => waiting.push(r));
    return events[count - 1]!;
  };
  return { ready, next, res: () => res };
}

describe('crash live stream', () => {
  it('sends the current state on connect, then each change; closing the app ends it', async () => {
    const round = await roundBustingAtLeast(t.app, clock, 101);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const stream = openStream(port);
    await stream.ready;
    expect(stream.res().headers['content-type']).toContain('text/event-stream');
    const first = await stream.next(1);
    expect(first.round).toMatchObject({ roundNo: round.round_no, state: 'betting' });
    const p = await player(t.app, 1_000);
    okValue(placeCrashBet, await bet(t.app, p.token, { roundNo: round.round_no, stakeMinor: 100 }));
    await t.app.crash.live.publish();
    expect(await stream.next(2)).toMatchObject({ players: 1, round: { state: 'betting' } });
    await clock.turn(round.bust_at.getTime());
    await t.app.crash.live.publish();
    const busted = await stream.next(3);
    expect(busted.round).toMatchObject({
      roundNo: round.round_no,
      bustX100: round.bust_x100,
      seed: round.seed,
    });
    expect(busted.recent[0]).toEqual({ roundNo: round.round_no, bustX100: round.bust_x100 });
    // A phone that reconnects gets the state now.
    const again = openStream(port);
    await again.ready;
    expect((await again.next(1)).round).toMatchObject({
      roundNo: round.round_no,
      state: 'settled',
    });
    const ended = Promise.all([stream, again].map((s) => new Promise((r) => s.res().on('end', r))));
    closed = true;
    await t.close();
    await ended;
  });
});
