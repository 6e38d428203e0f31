import { SLOT_LINES, slotGrid, type SlotLineWin, type SlotSymbol } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { SYMBOL_GLYPHS } from '../../lib/symbols';
import styles from './slot.module.css';

/** Where the reels start before the first spin (a fixed, harmless view). */
const RESTING = [0, 5, 10, 15, 2];

/** The 5x3 window; cells on a paying line are lit. */
export function SlotGrid({
  stops,
  lines = [],
  spinning = false,
}: {
  stops: readonly number[] | null;
  lines?: readonly SlotLineWin[];
  spinning?: boolean;
}) {
  const { t } = useTranslation();
  const grid = slotGrid(stops ?? RESTING);
  const lit = new Set<string>();
  for (const w of lines) {
    const rows = SLOT_LINES[w.line]!;
    for (let reel = 0; reel < w.count; reel++) lit.add(`${rows[reel]}:${reel}`);
  }
  const names = grid.map((row) =>
    row.map((s) => t(`originals.slot.symbols.${s as SlotSymbol}`)).join(', '),
  );
  return (
    <div
      className={`${styles.grid} ${spinning ? styles.spinning : ''}`}
      role="img"
      aria-label={t('originals.slot.window', { rows: names.join('; ') })}
      data-testid="slot-grid"
    >
      {grid.map((row, r) =>
        row.map((symbol, reel) => (
          <span
            key={`${r}:${reel}`}
            className={`${styles.cell} ${styles[`s${symbol}`] ?? ''} ${lit.has(`${r}:${reel}`) ? styles.lit : ''}`}
          >
            {SYMBOL_GLYPHS[symbol]}
          </span>
        )),
      )}
    </div>
  );
}
