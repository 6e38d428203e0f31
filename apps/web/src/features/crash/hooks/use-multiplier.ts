import { crashMultiplierX100, type CrashRound } from '@app/contract';
import { useEffect, useState } from 'react';

/** Server time now, by this device's clock and the offset the stream measured. */
export const serverNow = (offsetMs: number) => Date.now() + offsetMs;

/**
 * The multiplier the curve shows now (hundredths), redrawn every frame while the round runs, and
 * the milliseconds since it started. Before the start: 100; once busted: the bust point.
 */
export function useMultiplier(round: CrashRound | null, offsetMs: number) {
  const [now, setNow] = useState(() => serverNow(offsetMs));
  const start = round ? Date.parse(round.bettingEndsAt) : 0;
  const live = round !== null && (round.state === 'betting' || round.state === 'running');
  useEffect(() => {
    if (!live) return;
    let frame = 0;
    const draw = () => {
      setNow(serverNow(offsetMs));
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [live, offsetMs]);
  if (!round) return { x100: 100, elapsedMs: 0, now };
  if (round.bustX100 !== null)
    return { x100: round.bustX100, elapsedMs: Date.parse(round.bustedAt ?? '') - start, now };
  const elapsedMs = now - start;
  return { x100: crashMultiplierX100(elapsedMs, round.curveRatePerMs), elapsedMs, now };
}
