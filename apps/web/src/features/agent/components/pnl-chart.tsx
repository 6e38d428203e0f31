import type { TeamDay } from '@app/contract';
import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';

const W = 360;
const H = 160;
const PAD = { top: 12, bottom: 22, left: 8, right: 8 };

/**
 * The team's profit and loss by day as bars around a zero line (green above, red below), an SVG
 * drawn from the numbers (no chart library: one shape per day). The table under it has the
 * figures; the chart is its picture, with a text summary for screen readers.
 */
export function PnlChart({ days, summary }: { days: TeamDay[]; summary: string }) {
  const { t } = useTranslation();
  const peak = Math.max(1, ...days.map((d) => Math.abs(d.profitMinor)));
  const plotH = H - PAD.top - PAD.bottom;
  const zero = PAD.top + plotH / 2;
  const slot = (W - PAD.left - PAD.right) / Math.max(1, days.length);
  const bar = Math.max(1, Math.min(24, slot * 0.7));
  const labelEvery = Math.ceil(days.length / 7);

  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`${t('agentTeam.pnl.chart')}: ${summary}`}
    >
      <line className={styles.chartAxis} x1={PAD.left} x2={W - PAD.right} y1={zero} y2={zero} />
      {days.map((d, i) => {
        const h = (Math.abs(d.profitMinor) / peak) * (plotH / 2);
        const x = PAD.left + i * slot + (slot - bar) / 2;
        return (
          <g key={d.day}>
            {d.profitMinor !== 0 && (
              <rect
                className={d.profitMinor > 0 ? styles.barUp : styles.barDown}
                x={x}
                y={d.profitMinor > 0 ? zero - h : zero}
                width={bar}
                height={Math.max(1, h)}
              />
            )}
            {i % labelEvery === 0 && (
              <text className={styles.chartLabel} x={x + bar / 2} y={H - 6} textAnchor="middle">
                {d.day.slice(5)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
