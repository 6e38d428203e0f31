import type { JackpotPool } from '@app/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JackpotCounter } from '../jackpot-counter';

// Issue 22: the jackpot counts up on one text node, frame by frame, never down; no frames while
// off screen or for a pool that is not growing; none at all with prefers-reduced-motion.

let now = 0;
let frames: FrameRequestCallback[] = [];
let onScreen: IntersectionObserverCallback[] = [];
let reduced = false;

/** Moves the clock to `at` ms and runs the frame asked for, as the browser would. */
const frameAt = (at: number) =>
  act(() => {
    now = at;
    const due = frames;
    frames = [];
    for (const f of due) f(at);
  });

beforeEach(() => {
  now = 0;
  frames = [];
  onScreen = [];
  reduced = false;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        onScreen.push(this.callback);
      }
      disconnect() {
        onScreen = onScreen.filter((c) => c !== this.callback);
      }
    },
  );
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (q) => ({ matches: reduced && q.includes('reduce'), media: q }) as MediaQueryList,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pool = (amountMinor: number, ratePerSecondMinor = 0): JackpotPool => ({
  amountMinor,
  ratePerSecondMinor,
  currencySymbol: '৳',
  asOf: new Date().toISOString(),
});
const visible = (yes = true) =>
  act(() => {
    for (const cb of onScreen)
      cb([{ isIntersecting: yes } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
const figure = () => screen.getByTestId('jackpot').textContent;

describe('jackpot counter', () => {
  it('counts up to the pool on arrival, then at its pace, and never down', async () => {
    const { rerender } = render(
      <JackpotCounter pool={pool(5_000_000, 100)} data-testid="jackpot" />,
    );
    expect(figure()).toBe('৳48,500.00');
    expect(frames).toHaveLength(0); // not on screen yet
    visible();
    await frameAt(600);
    const halfway = Number(figure()!.replace(/[^\d.]/g, ''));
    expect(halfway).toBeGreaterThan(48_500);
    expect(halfway).toBeLessThan(50_000);
    await frameAt(1_200);
    expect(figure()).toBe('৳50,001.20');
    await frameAt(11_200);
    expect(figure()).toBe('৳50,011.20');
    // A read below the figure shown (the pace overshot): it holds until the pool passes it.
    rerender(<JackpotCounter pool={pool(5_000_500, 100)} data-testid="jackpot" />);
    visible();
    await frameAt(11_300);
    expect(figure()).toBe('৳50,011.20');
    await frameAt(11_200 + 7_000);
    expect(figure()).toBe('৳50,012.00');
  });

  it('ends on the pool exactly, whatever its share to start from', async () => {
    render(<JackpotCounter pool={pool(5_000_000)} data-testid="jackpot" />);
    visible();
    await frameAt(700);
    await frameAt(1_300);
    expect(figure()).toBe('৳50,000.00');
  });

  it('stops asking for frames off screen, and once a still pool is reached', async () => {
    render(<JackpotCounter pool={pool(1_000_000)} data-testid="jackpot" />);
    visible();
    await frameAt(500);
    expect(frames).toHaveLength(1);
    visible(false);
    expect(frames).toHaveLength(0);
    visible();
    await frameAt(1_300);
    expect(figure()).toBe('৳10,000.00');
    expect(frames).toHaveLength(0);
  });

  it('shows the pool as read, without counting, with prefers-reduced-motion', async () => {
    reduced = true;
    const { rerender } = render(
      <JackpotCounter pool={pool(1_234_567, 50)} data-testid="jackpot" />,
    );
    expect(figure()).toBe('৳12,345.67');
    rerender(<JackpotCounter pool={pool(1_240_000, 50)} data-testid="jackpot" />);
    expect(figure()).toBe('৳12,400.00');
    expect(frames).toHaveLength(0);
    expect(onScreen).toHaveLength(0);
  });
});
