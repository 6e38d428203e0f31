import type { LotteryGame } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { drawLinesOf } from '../lib/draw-lines';
import { prizeName } from '../lib/labels';
import styles from './result-balls.module.css';

interface ResultBallsProps {
  digits: readonly number[];
  size?: 'small' | 'large';
  /** Balls that differ from the published result (the verify page's recomputation). */
  wrong?: readonly boolean[];
}

/** A draw's digits as balls; read out as one list of digits. */
export function ResultBalls({ digits, size = 'small', wrong }: ResultBallsProps) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('lottery.result.digits', { digits: digits.join(' ') })}
      className={`${styles.balls} ${size === 'large' ? styles.large : ''}`}
    >
      {digits.map((d, i) => (
        <span key={i} className={styles.ball} data-wrong={wrong?.[i] || undefined}>
          {d}
        </span>
      ))}
    </span>
  );
}

/** Placeholders while a draw is on its way: the balls roll. */
export function DrawingBalls({
  count,
  size = 'small',
}: {
  count: number;
  size?: 'small' | 'large';
}) {
  return (
    <span className={`${styles.balls} ${size === 'large' ? styles.large : ''}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`${styles.ball} ${styles.rolling}`}>
          ?
        </span>
      ))}
    </span>
  );
}

/**
 * A draw's result where space is short (a card, a row): its digits, or for a game of many prizes
 * the first (the special prize) and how many more there are (the verify page lists them all).
 */
export function DrawResult({
  game,
  result,
  size,
}: {
  game: Pick<LotteryGame, 'digits' | 'drawLines'>;
  result: readonly number[];
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation();
  const [first, ...rest] = drawLinesOf(game, result);
  if (!first) return null;
  return (
    <span className={styles.result}>
      {first.prize && <span className={styles.prize}>{prizeName(first.prize)}</span>}
      <ResultBalls digits={first.digits} size={size} />
      {rest.length > 0 && (
        <span className={styles.prize}>
          {t('lottery.result.morePrizes', { count: rest.length })}
        </span>
      )}
    </span>
  );
}
