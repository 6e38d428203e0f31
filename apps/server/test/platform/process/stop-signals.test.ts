import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NPM_FORWARD_MS,
  onStopSignals,
  SAME_STOP_MS,
  STOP_SIGNALS,
} from '../../../src/platform/process/signals.ts';

// Issue 11 "Graceful shutdown": the first stop signal drains, a later one means "now". Copies of
// one group signal (the server's own and npm's forward) are one stop, even when npm's comes late
// on a loaded machine (CI's run: 0.5-2 s after, taken for a second signal, cut requests off).
let clock = 0;
const added: [string, (...a: unknown[]) => void][] = [];
afterEach(() => {
  for (const [signal, listener] of added.splice(0)) process.off(signal, listener);
  vi.restoreAllMocks();
});

function watch(underNpm: boolean) {
  clock = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const before = new Map(STOP_SIGNALS.map((s) => [s, process.listeners(s)]));
  const calls: string[] = [];
  onStopSignals(
    (s) => calls.push(`graceful ${s}`),
    (s) => calls.push(`now ${s}`),
    underNpm,
  );
  for (const s of STOP_SIGNALS)
    for (const l of process.listeners(s))
      if (!before.get(s)!.includes(l)) added.push([s, l as (...a: unknown[]) => void]);
  const signal = (after: number, s: 'SIGTERM' | 'SIGINT' = 'SIGTERM') => {
    clock += after;
    process.emit(s);
  };
  return { calls, signal };
}

describe('stop signals', () => {
  it('takes copies within SAME_STOP_MS as one stop, and a later signal as "now"', () => {
    const { calls, signal } = watch(false);
    signal(0);
    signal(10);
    expect(calls).toEqual(['graceful SIGTERM']);
    signal(SAME_STOP_MS);
    expect(calls).toEqual(['graceful SIGTERM', 'now SIGTERM']);
  });

  it("under npm, takes npm's late forward as the same stop, and the next signal as now", () => {
    const { calls, signal } = watch(true);
    signal(0);
    signal(1_800);
    expect(calls).toEqual(['graceful SIGTERM']);
    signal(1_000);
    expect(calls).toEqual(['graceful SIGTERM', 'now SIGTERM']);
  });

  it('under npm, once the forward came with the first copy, a later signal is now', () => {
    const { calls, signal } = watch(true);
    signal(0);
    signal(5);
    signal(SAME_STOP_MS + 100);
    expect(calls).toEqual(['graceful SIGTERM', 'now SIGTERM']);
  });

  it('under npm, a signal after NPM_FORWARD_MS is now even if no copy came', () => {
    const { calls, signal } = watch(true);
    signal(0);
    signal(NPM_FORWARD_MS);
    expect(calls).toEqual(['graceful SIGTERM', 'now SIGTERM']);
  });
});
