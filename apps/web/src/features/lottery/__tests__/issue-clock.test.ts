import type { LotteryDraw } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  formatSpan,
  issuePhase,
  nextRefetchMs,
  pendingDrawAt,
  serverNow,
  type NearIssues,
} from '../lib/issue-clock';

const T0 = Date.parse('2026-11-27T06:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function draw(drawAt: number, overrides: Partial<LotteryDraw> = {}): LotteryDraw {
  return {
    gameId: 'SSC1',
    issueNo: `20261127-${String(Math.round((drawAt - T0) / 60_000) + 360).padStart(4, '0')}`,
    state: 'open',
    closeAt: iso(drawAt - 10_000),
    drawAt: iso(drawAt),
    seedHash: 'ab'.repeat(32),
    serverSeed: null,
    result: null,
    ...overrides,
  };
}

const drawn = (drawAt: number) =>
  draw(drawAt, { state: 'settled', serverSeed: 'cd'.repeat(32), result: [1, 2, 3, 4, 5] });

/** The answer at T0 + 30 s: issue 0361 (draws at 06:01) taking bets, 0360 drawn. */
const near = (overrides: Partial<NearIssues> = {}): NearIssues => ({
  serverTime: iso(T0 + 30_000),
  current: draw(T0 + 60_000),
  next: draw(T0 + 120_000),
  drawing: null,
  latest: drawn(T0),
  offsetMs: 0,
  ...overrides,
});
const game = { drawEverySeconds: 60 };

describe('the issue clock', () => {
  it('counts down to the close on the server clock, then says the issue is closed', () => {
    expect(issuePhase(near(), T0 + 30_000)).toMatchObject({ kind: 'open', msLeft: 20_000 });
    expect(issuePhase(near(), T0 + 50_000)).toMatchObject({ kind: 'closed', msLeft: 10_000 });
    expect(issuePhase(near({ current: null }), T0)).toEqual({ kind: 'none' });
    expect(serverNow({ offsetMs: 1500 }, 1000)).toBe(2500);
  });

  it('waits for the draw of the issue before the current one when its result is not in', () => {
    // 06:00:52: 0361 has closed; the current one is 0362, 0361 draws at 06:01.
    const after = near({ current: draw(T0 + 120_000), latest: drawn(T0) });
    expect(pendingDrawAt(after, game, T0 + 52_000)).toBe(T0 + 60_000);
    expect(pendingDrawAt(near(), game, T0 + 30_000)).toBeNull();
    // Long past its draw without a result (a void or a stopped clock): no longer waited for.
    expect(pendingDrawAt(after, game, T0 + 200_000)).toBeNull();
    expect(pendingDrawAt(after, { drawEverySeconds: 0 }, T0 + 52_000)).toBeNull();
    // A server that has just started (no result yet), or a gap: nothing is being drawn.
    expect(pendingDrawAt({ ...after, latest: null }, game, T0 + 52_000)).toBeNull();
    expect(pendingDrawAt({ ...after, latest: drawn(T0 - 600_000) }, game, T0 + 52_000)).toBeNull();
  });

  it('waits for the issue the server says is being drawn, even before any result', () => {
    // A server that has just started: no result yet, 0361 closed and waiting for 06:01.
    const fresh = near({ current: draw(T0 + 120_000), drawing: draw(T0 + 60_000), latest: null });
    expect(pendingDrawAt(fresh, game, T0 + 52_000)).toBe(T0 + 60_000);
    expect(nextRefetchMs(fresh, game, T0 + 52_000)).toBe(8_400);
    expect(nextRefetchMs(fresh, game, T0 + 61_000)).toBe(2000);
    expect(pendingDrawAt(fresh, game, T0 + 200_000)).toBeNull();
  });

  it('asks again at the close, at the due draw, then every 2 s until the result is in', () => {
    expect(nextRefetchMs(near(), game, T0 + 30_000)).toBe(20_400);
    const after = near({ current: draw(T0 + 120_000), latest: drawn(T0) });
    expect(nextRefetchMs(after, game, T0 + 52_000)).toBe(8_400);
    expect(nextRefetchMs(after, game, T0 + 61_000)).toBe(2000);
    expect(nextRefetchMs(near({ current: null }), game, T0)).toBe(30_000);
  });

  it('writes a span as mm:ss, or h:mm:ss past an hour', () => {
    expect(formatSpan(9_100)).toBe('00:10');
    expect(formatSpan(65_000)).toBe('01:05');
    expect(formatSpan(3_725_000)).toBe('1:02:05');
    expect(formatSpan(-5)).toBe('00:00');
  });
});
