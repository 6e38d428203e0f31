import type { JackpotPool } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { formatMinor } from '@/shared/lib/format-money';

/** How long the figure takes to count up to a new answer (then it follows the pace). */
const CATCH_UP_MS = 1_200;
/** The first figure shown, as a share of the pool: the widget counts up from it on arrival. */
const START_SHARE = 0.97;

const easeOut = (x: number) => 1 - (1 - x) ** 3;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The pool's figure, counting up (issue 22: a light main thread). React renders the span once per
 * answer; between answers one animation frame loop writes its text node, only when the shown
 * cents change, and only while the figure is on screen. It never counts down: a later answer
 * below the figure shown (the pace overshot) holds it until the pool passes it. With
 * `prefers-reduced-motion` the figure is the pool as last read, without counting.
 */
export function JackpotCounter({
  pool,
  className,
  ...rest
}: {
  pool: JackpotPool;
  className?: string;
  'data-testid'?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  // React renders the first figure and never touches the text again: the effect owns it.
  const [first] = useState(() => (reducedMotion() ? 1 : START_SHARE) * pool.amountMinor);
  const shown = useRef(first);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const received = performance.now();
    const node = el.firstChild;
    const write = (minor: number) => {
      const text = formatMinor(Math.floor(minor), pool.currencySymbol);
      if (node && node.nodeValue !== text) node.nodeValue = text;
    };
    if (reducedMotion()) {
      shown.current = Math.max(shown.current, pool.amountMinor);
      write(shown.current);
      return;
    }
    let frame = 0;
    const from = shown.current;
    const tick = (now: number) => {
      const target = pool.amountMinor + (pool.ratePerSecondMinor * (now - received)) / 1000;
      const progress = Math.min(1, (now - received) / CATCH_UP_MS);
      // Exactly the pool at the end (floating sums may fall a hair short of it).
      const value = progress < 1 ? from + (target - from) * easeOut(progress) : target;
      shown.current = Math.max(shown.current, value);
      write(shown.current);
      // A pool that is not growing needs no frames once reached (the next answer starts again).
      frame = pool.ratePerSecondMinor > 0 || progress < 1 ? requestAnimationFrame(tick) : 0;
    };
    const start = () => {
      if (!frame) frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    // Off screen, nothing runs.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) start();
      else stop();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [pool]);

  return (
    <span ref={ref} className={className} {...rest}>
      {formatMinor(Math.floor(first), pool.currencySymbol)}
    </span>
  );
}
