import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { drawLinesOf, headlineDigits } from '../lib/draw-lines';
import { formatPicks, playName, positionName, prizeName } from '../lib/labels';

/** The app's typed `t`, as a screen gets it from react-i18next. */
const t = i18n.t.bind(i18n) as TFunction;

describe('lottery labels', () => {
  it('names plays and prizes in the reader language, or by their code when unknown', async () => {
    await i18n.changeLanguage('en');
    expect(playName('POS_FIXED')).toBe('Fixed position');
    expect(playName('R3_MYSTERY')).toBe('R3_MYSTERY');
    expect(prizeName('special')).toBe('Special prize');
    expect(prizeName('eighth')).toBe('eighth');
    await i18n.changeLanguage('bn');
    expect(playName('POS_FIXED')).toBe('নির্দিষ্ট অবস্থান');
  });

  it('names positions by their place in the number', async () => {
    await i18n.changeLanguage('en');
    expect([0, 1, 2, 3, 4].map((p) => positionName(t, 5, p))).toEqual([
      '10,000s',
      '1,000s',
      '100s',
      '10s',
      '1s',
    ]);
    expect(positionName(t, 3, 0)).toBe('100s');
  });

  it('writes picks on one line: rows, options by name, numbers of a lines play padded', async () => {
    await i18n.changeLanguage('en');
    const picks = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []];
    expect(formatPicks(t, { kind: 'fixed' }, picks)).toBe('0123456789 | - | - | - | -');
    expect(formatPicks(t, { kind: 'bsoe' }, [[0, 3], [1]])).toBe('Big, Even | Small');
    expect(formatPicks(t, { kind: 'lines', lines: [[3, 4]] }, [[7, 42]])).toBe('07, 42');
    expect(formatPicks(t, undefined, [[1, 2]])).toBe('12');
  });

  it('splits a draw of many prizes into its lines, and keeps a plain draw whole', () => {
    const game = {
      digits: 9,
      drawLines: [
        { prize: 'special', digits: 5 },
        { prize: 'seventh', digits: 2 },
        { prize: 'seventh', digits: 2 },
      ],
    };
    expect(drawLinesOf(game, [1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([
      { prize: 'special', digits: [1, 2, 3, 4, 5] },
      { prize: 'seventh', digits: [6, 7] },
      { prize: 'seventh', digits: [8, 9] },
    ]);
    expect(headlineDigits(game)).toBe(5);
    expect(drawLinesOf({ digits: 3 }, [4, 5, 6])).toEqual([{ prize: '', digits: [4, 5, 6] }]);
    expect(headlineDigits({ digits: 3 })).toBe(3);
  });
});
