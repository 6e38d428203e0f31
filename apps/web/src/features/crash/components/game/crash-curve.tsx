import { crashMultiplierX100 } from '@app/contract';
import styles from './crash.module.css';

const W = 350;
const H = 170;

/**
 * The multiplier's curve so far: time across, multiplier up, both axes growing with the round so
 * the line always fills the stage. Decorative: the big number beside it is what is read out.
 */
export function CrashCurve({
  elapsedMs,
  rate,
  busted,
}: {
  elapsedMs: number;
  rate: number;
  busted: boolean;
}) {
  const shown = Math.max(0, elapsedMs);
  const tMax = Math.max(Math.log(2) / rate, shown * 1.15);
  const mMax = Math.max(200, crashMultiplierX100(shown, rate) * 1.1);
  const points: string[] = [];
  for (let i = 0; i <= 48; i++) {
    const t = (shown * i) / 48;
    const x = (t / tMax) * W;
    const y = H - ((crashMultiplierX100(t, rate) - 100) / (mMax - 100)) * H;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  const line = `M${points.join(' L')}`;
  const end = points.at(-1)!;
  return (
    <svg
      className={styles.curve}
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {shown > 0 && (
        <>
          <path d={`${line} L${end.split(',')[0]},${H} L0,${H} Z`} className={styles.area} />
          <path d={line} className={busted ? styles.lineBusted : styles.line} />
        </>
      )}
    </svg>
  );
}
