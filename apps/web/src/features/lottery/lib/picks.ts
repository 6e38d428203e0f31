import {
  combinations,
  lotteryWinMinor,
  pickShape,
  picksProblem,
  type LotteryPlayKind,
  type LotteryPlayRule,
} from '@app/contract';

/** The pad's picks: one sorted row per pick row of the play (contract `pickShape`). */
export type Picks = number[][];

export const emptyPicks = (rule: LotteryPlayRule): Picks =>
  Array.from({ length: pickShape(rule).rows }, () => []);

const withRow = (picks: Picks, row: number, values: number[]): Picks =>
  picks.map((r, i) => (i === row ? [...new Set(values)].sort((a, b) => a - b) : r));

/** A tap on a digit or option: in the row if it was not, out if it was. */
export const togglePick = (picks: Picks, row: number, value: number): Picks => {
  const current = picks[row] ?? [];
  return withRow(
    picks,
    row,
    current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
  );
};

/** The quick buttons of a digit row: big 5-9, small 0-4. */
export const quickFills = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickFill = (typeof quickFills)[number];

const quickTest: Record<QuickFill, (d: number) => boolean> = {
  all: () => true,
  big: (d) => d >= 5,
  small: (d) => d <= 4,
  odd: (d) => d % 2 === 1,
  even: (d) => d % 2 === 0,
  clear: () => false,
};

export const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** What a row of the play offers: digits 0-9, options 0-3, or the numbers of a `lines` play. */
export const padValues = (rule: LotteryPlayRule) =>
  Array.from({ length: pickShape(rule).max + 1 }, (_, i) => i);

/** The quick buttons a row has: all six on digits; clear alone on numbers; none on options. */
export const quickFillsOf = (kind: LotteryPlayKind): readonly QuickFill[] =>
  kind === 'lines' ? ['clear'] : kind === 'bsoe' || kind === 'sumBsoe' ? [] : quickFills;

/** A quick button replaces the row with the digits it names (clear empties it). */
export const fillRow = (picks: Picks, row: number, fill: QuickFill): Picks =>
  withRow(picks, row, DIGITS.filter(quickTest[fill]));

export interface SlipPrice {
  /** Bets the picks buy (0 while they are not a valid bet). */
  combinations: number;
  /** One issue's order. */
  orderMinor: number;
  /** Every issue of a chase together. */
  totalMinor: number;
}

/** Issue 21: price = combinations x unit x multiplier, per issue, times the chase's issues. */
export function slipPrice(
  rule: LotteryPlayRule,
  picks: Picks,
  unitMinor: number,
  multiplier: number,
  issues = 1,
): SlipPrice {
  const n = picksProblem(rule, picks) === null ? combinations(rule, picks) : 0;
  const orderMinor = n * unitMinor * multiplier;
  return { combinations: n, orderMinor, totalMinor: orderMinor * issues };
}

/** What one winning combination pays at the slip's stake (the odds are in thousandths). */
export const payoutPerWin = (unitMinor: number, multiplier: number, oddsMilli: number) =>
  lotteryWinMinor(1, unitMinor, multiplier, oddsMilli);

/** A whole number within bounds (the multiplier and chase steppers, typed or stepped). */
export const clampInt = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? Math.round(value) : min));
