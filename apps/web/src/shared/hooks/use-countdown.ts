import { useCallback, useEffect, useState } from 'react';

/** Spec 4 and 9: the SMS countdown ticks every 500 ms. */
export const COUNTDOWN_TICK_MS = 500;

/**
 * Seconds left until a moment, re-read every 500 ms from the clock (not counted down by ticks,
 * which drift when a background tab throttles timers). Stops by itself at zero and when the
 * component goes away ("cleared on leaving").
 */
export function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) setUntil(null);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [until]);

  const startUntil = useCallback((epochMs: number) => {
    setNow(Date.now());
    setUntil(epochMs);
  }, []);
  const start = useCallback((ms: number) => startUntil(Date.now() + ms), [startUntil]);
  const stop = useCallback(() => setUntil(null), []);

  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, running: remaining > 0, start, startUntil, stop };
}
