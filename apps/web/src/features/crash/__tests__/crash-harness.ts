import type { CrashBet, CrashState } from '@app/contract';
import { vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';

/**
 * A stand-in for the browser's EventSource (jsdom has none): the test sends the stream's events.
 * The last one opened is `FakeEventSource.last`.
 */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** Sends one `state` event. */
  emit(state: CrashState) {
    const event = new MessageEvent('state', { data: JSON.stringify(state) });
    for (const l of this.listeners.get('state') ?? []) l(event);
  }
  /** The connection dropped (EventSource then reconnects by itself). */
  fail() {
    for (const l of this.listeners.get('error') ?? []) l(new Event('error'));
  }
}

export const useFakeEventSource = () => {
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
};

const iso = (ms: number) => new Date(ms).toISOString();

/** Round 42: taking bets for `ms` more (negative: running for that long), or busted at `bust`. */
export function crashState(
  o: {
    ms?: number;
    bustX100?: number;
    players?: number;
    cashedOut?: number;
    limitX100?: number;
  } = {},
): CrashState {
  const now = Date.now();
  const busted = o.bustX100 !== undefined;
  return {
    serverTime: iso(now),
    round: {
      roundNo: 42,
      state: busted ? 'settled' : (o.ms ?? 4_000) > 0 ? 'betting' : 'running',
      bettingEndsAt: iso(now + (o.ms ?? 4_000)),
      previousHash: 'ab'.repeat(32),
      seed: busted ? 'cd'.repeat(32) : null,
      bustX100: o.bustX100 ?? null,
      bustedAt: busted ? iso(now) : null,
      curveRatePerMs: 0.00006,
      limitX100: o.limitX100 ?? null,
    },
    commitment: 'ef'.repeat(32),
    players: o.players ?? 0,
    cashedOut: o.cashedOut ?? 0,
    recent: [
      { roundNo: 41, bustX100: 215 },
      { roundNo: 40, bustX100: 101 },
    ],
  };
}

export function crashBet(overrides: Partial<CrashBet> = {}): CrashBet {
  return {
    betId: 7,
    roundNo: 42,
    stakeMinor: 1_000,
    autoCashoutX100: null,
    state: 'open',
    cashoutX100: null,
    winMinor: 0,
    createdAt: iso(Date.now()),
    ...overrides,
  };
}

export const signIn = () =>
  useSessionStore.getState().setSession({ token: 'tok', userName: 'player01', type: 0 });
