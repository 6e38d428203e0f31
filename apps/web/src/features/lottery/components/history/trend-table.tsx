import type { LotteryGame } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '@/shared/ui/chip-group';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/query-state';
import { useTrendDraws } from '../../api/get-lottery-draws';
import { headlineDigits } from '../../lib/draw-lines';
import { positionName } from '../../lib/labels';
import { DIGITS } from '../../lib/picks';
import { positionTrend } from '../../lib/trend';
import styles from './trend.module.css';

/**
 * Issue 21's trend: one position over the last 50 draws, newest first (of the first prize, in a
 * game of many). The drawn digit is marked;
 * every other cell counts the issues since that digit last came up there, and the top row gives
 * that count as of now ("12+": not once in the 12 draws shown).
 */
export function TrendTable({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState('0');
  const draws = useTrendDraws(game.gameId);
  if (draws.isPending)
    return <Skeleton label={t('lottery.state.loading')} rows={4} height="0.3rem" />;
  if (draws.isError)
    return (
      <ErrorState
        message={t('lottery.trend.error')}
        retryLabel={t('lottery.state.retry')}
        onRetry={() => void draws.refetch()}
      />
    );
  if (draws.data.length === 0) return <EmptyState message={t('lottery.results.empty')} />;

  const trend = positionTrend(draws.data, Number(position));
  const name = positionName(t, game.digits, Number(position));
  return (
    <div className={styles.trend}>
      <ChipGroup
        label={t('lottery.trend.position')}
        options={Array.from({ length: headlineDigits(game) }, (_, p) => ({
          value: String(p),
          label: positionName(t, game.digits, p),
        }))}
        value={position}
        onChange={setPosition}
      />
      <table className={styles.table}>
        <caption className="visually-hidden">
          {t('lottery.trend.caption', { position: name, count: trend.rows.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('lottery.trend.issue')}</th>
            {DIGITS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
          <tr className={styles.current}>
            <th scope="row">{t('lottery.trend.sinceLast')}</th>
            {trend.current.map((n, d) => (
              <td key={d}>{trend.seen[d] ? n : `${n}+`}</td>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...trend.rows].reverse().map((row) => (
            <tr key={row.issueNo}>
              <th scope="row">{row.issueNo.slice(-4)}</th>
              {row.misses.map((n, d) =>
                d === row.digit ? (
                  <td key={d} className={styles.hit}>
                    <span>{d}</span>
                  </td>
                ) : (
                  <td key={d}>{n}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
