import type { LotteryPlay } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lineNumber } from '../../lib/labels';
import styles from './pick-pad.module.css';

interface NumberEntryProps {
  play: LotteryPlay;
  row: readonly number[];
  onToggle: (value: number) => void;
}

/**
 * The numbers of a `lines` play too long for a grid of keys (the northern lo and de of three
 * digits: 1,000 of them): the player types a number and adds it; each added number is a chip
 * that removes it.
 */
export function NumberEntry({ play, row, onToggle }: NumberEntryProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const digits = play.lines?.[0]?.length ?? 3;
  const complete = text.length === digits;

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    const value = Number(text);
    if (!row.includes(value)) onToggle(value);
    setText('');
  };

  return (
    <div className={styles.entry}>
      <form className={styles.entryForm} onSubmit={add}>
        <input
          className={styles.entryInput}
          inputMode="numeric"
          autoComplete="off"
          maxLength={digits}
          placeholder={'0'.repeat(digits)}
          aria-label={t('lottery.pad.enterNumber', { digits })}
          value={text}
          onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, digits))}
        />
        <button type="submit" className={styles.quickButton} disabled={!complete}>
          {t('lottery.pad.add')}
        </button>
      </form>
      {row.length === 0 ? (
        <p className={styles.hint}>{t('lottery.pad.noNumbers')}</p>
      ) : (
        <ul className={styles.chips}>
          {row.map((value) => (
            <li key={value}>
              <button
                type="button"
                className={styles.chip}
                aria-label={t('lottery.pad.removeNumber', { number: lineNumber(play, value) })}
                onClick={() => onToggle(value)}
              >
                {lineNumber(play, value)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
