import { useEffect, useState } from 'react';

/**
 * The time now, re-read from the clock every `tickMs` (not counted down by ticks, which drift when
 * a background tab throttles timers). For the countdowns: only the component showing one ticks.
 */
export function useNow(tickMs = 500) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return now;
}
