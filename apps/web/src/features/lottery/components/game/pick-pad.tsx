import {
  pickShape,
  type LotteryGame,
  type LotteryPlay,
  type LotteryPrizeMode,
} from '@app/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isOptionKind, lineNumber, optionName, positionName } from '../../lib/labels';
import { padValues, quickFillsOf, type Picks, type QuickFill } from '../../lib/picks';
import { NumberEntry } from './number-entry';
import styles from './pick-pad.module.css';

/** Above this many values a row is typed in rather than tapped (three-digit numbers). */
const MAX_KEYS = 100;

interface PickPadProps {
  game: LotteryGame;
  play: LotteryPlay;
  prizeMode: LotteryPrizeMode;
  picks: Picks;
  onToggle: (row: number, value: number) => void;
  onFill: (row: number, fill: QuickFill) => void;
}

/** A row's name: its position (10,000s ... 1s), or what the one row of a play holds. */
function rowName(t: TFunction, game: LotteryGame, play: LotteryPlay, row: number) {
  switch (play.kind) {
    case 'group':
      return t('lottery.pad.digits');
    case 'sumBsoe':
      return t('lottery.pad.sum');
    case 'lines':
      return t('lottery.pad.numbers');
    default:
      return positionName(t, game.digits, play.positions[row] ?? row);
  }
}

/**
 * The picks of one play: a row of digits 0-9 per position (with quick buttons), one row of digits
 * for a group, the big/small/odd/even options per position or for the sum, or the 00-99 numbers
 * of a lines play (lo, de); three-digit numbers are typed in (number-entry.tsx).
 */
export function PickPad({ game, play, prizeMode, picks, onToggle, onFill }: PickPadProps) {
  const { t } = useTranslation();
  const odds = play.oddsMilli[prizeMode];
  const typed = pickShape(play).max >= MAX_KEYS;
  const values = typed ? [] : padValues(play);
  const label = (v: number) =>
    isOptionKind(play.kind)
      ? optionName(t, v)
      : play.kind === 'lines'
        ? lineNumber(play, v)
        : String(v);
  const grid = isOptionKind(play.kind)
    ? styles.options
    : play.kind === 'lines'
      ? styles.numbers
      : styles.digits;

  return (
    <section className={styles.pad} aria-label={t('lottery.pad.label')}>
      <p className={styles.hint}>
        {t(`lottery.pad.hint.${play.kind}`, {
          count: play.kind === 'lines' ? (play.lines?.length ?? 0) : play.positions.length,
          digits: play.lines?.[0]?.length ?? 1,
        })}
        {odds !== undefined && (
          <span className={styles.odds}>{t('lottery.pad.odds', { odds: odds / 1000 })}</span>
        )}
      </p>
      {picks.map((row, i) => (
        <div key={i} role="group" aria-label={rowName(t, game, play, i)} className={styles.row}>
          <div className={styles.rowHead}>
            <span className={styles.rowName}>{rowName(t, game, play, i)}</span>
            <span className={styles.quick}>
              {quickFillsOf(play.kind).map((fill) => (
                <button
                  key={fill}
                  type="button"
                  className={styles.quickButton}
                  onClick={() => onFill(i, fill)}
                >
                  {t(`lottery.pad.quick.${fill}`)}
                </button>
              ))}
            </span>
          </div>
          {typed ? (
            <NumberEntry play={play} row={row} onToggle={(value) => onToggle(i, value)} />
          ) : (
            <div className={grid}>
              {values.map((value) => (
                <button
                  key={value}
                  type="button"
                  className={isOptionKind(play.kind) ? styles.option : styles.digit}
                  aria-pressed={row.includes(value)}
                  onClick={() => onToggle(i, value)}
                >
                  {label(value)}
                </button>
              ))}
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
