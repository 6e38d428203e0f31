import type { LotteryPlayRule } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  clampInt,
  emptyPicks,
  fillRow,
  padValues,
  payoutPerWin,
  quickFillsOf,
  slipPrice,
  togglePick,
  type Picks,
} from '../lib/picks';

const fixed: LotteryPlayRule = { kind: 'fixed', positions: [0, 1, 2, 3, 4] };
const straight: LotteryPlayRule = { kind: 'straight', positions: [3, 4] };
const group: LotteryPlayRule = { kind: 'group', positions: [2, 3, 4] };
const bsoe: LotteryPlayRule = { kind: 'bsoe', positions: [3, 4] };
const sumBsoe: LotteryPlayRule = { kind: 'sumBsoe', positions: [0, 1, 2, 3, 4] };
/** Lo: a two-digit number on the last two digits of each of 3 prizes (27 in the real game). */
const lo: LotteryPlayRule = {
  kind: 'lines',
  positions: [],
  lines: [
    [3, 4],
    [8, 9],
    [13, 14],
  ],
};

describe('the pick pad', () => {
  it('starts with one empty row per position, or one row for a group or a sum', () => {
    expect(emptyPicks(fixed)).toEqual([[], [], [], [], []]);
    expect(emptyPicks(straight)).toEqual([[], []]);
    expect(emptyPicks(group)).toEqual([[]]);
    expect(emptyPicks(sumBsoe)).toEqual([[]]);
  });

  it('offers digits, options, or the 00-99 numbers of a lines play, with their quick buttons', () => {
    expect(padValues(straight)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(padValues(bsoe)).toEqual([0, 1, 2, 3]);
    expect(padValues(lo)).toHaveLength(100);
    expect(emptyPicks(lo)).toEqual([[]]);
    expect(quickFillsOf('fixed')).toEqual(['all', 'big', 'small', 'odd', 'even', 'clear']);
    expect(quickFillsOf('sumBsoe')).toEqual([]);
    expect(quickFillsOf('lines')).toEqual(['clear']);
  });

  it('toggles a digit in its row only, keeping rows sorted', () => {
    let picks: Picks = emptyPicks(straight);
    picks = togglePick(picks, 1, 7);
    picks = togglePick(picks, 1, 2);
    expect(picks).toEqual([[], [2, 7]]);
    expect(togglePick(picks, 1, 7)).toEqual([[], [2]]);
  });

  it('fills a row with the quick buttons: all, big 5-9, small 0-4, odd, even, clear', () => {
    const picks = emptyPicks(straight);
    expect(fillRow(picks, 0, 'all')[0]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(fillRow(picks, 0, 'big')[0]).toEqual([5, 6, 7, 8, 9]);
    expect(fillRow(picks, 0, 'small')[0]).toEqual([0, 1, 2, 3, 4]);
    expect(fillRow(picks, 1, 'odd')).toEqual([[], [1, 3, 5, 7, 9]]);
    expect(fillRow(picks, 1, 'even')[1]).toEqual([0, 2, 4, 6, 8]);
    expect(fillRow(fillRow(picks, 0, 'all'), 0, 'clear')).toEqual([[], []]);
  });
});

describe('the bet slip price (combinations x unit x multiplier, x chase issues)', () => {
  it('prices all ten digits on the first position of the fixed play as 10 bets', () => {
    const picks = fillRow(emptyPicks(fixed), 0, 'all');
    expect(slipPrice(fixed, picks, 100, 1)).toEqual({
      combinations: 10,
      orderMinor: 1000,
      totalMinor: 1000,
    });
    expect(slipPrice(fixed, picks, 10, 3, 5)).toEqual({
      combinations: 10,
      orderMinor: 300,
      totalMinor: 1500,
    });
  });

  it('multiplies the rows of a straight and chooses k of a group', () => {
    const two = fillRow(fillRow(emptyPicks(straight), 0, 'odd'), 1, 'big');
    expect(slipPrice(straight, two, 100, 2).combinations).toBe(25);
    expect(slipPrice(straight, two, 100, 2).orderMinor).toBe(5000);
    const four = [[1, 2, 3, 4]];
    expect(slipPrice(group, four, 100, 1).combinations).toBe(4); // C(4, 3)
    expect(slipPrice(bsoe, [[0, 2], [1]], 100, 1).combinations).toBe(3);
    expect(slipPrice(sumBsoe, [[0, 1, 2, 3]], 100, 1).combinations).toBe(4);
    // A lines number costs once per line it stands on.
    expect(slipPrice(lo, [[7, 42]], 100, 1)).toMatchObject({ combinations: 6, orderMinor: 600 });
  });

  it('prices nothing until the picks are a valid bet', () => {
    expect(slipPrice(fixed, emptyPicks(fixed), 100, 1).totalMinor).toBe(0);
    expect(slipPrice(straight, [[1], []], 100, 1).combinations).toBe(0);
    expect(slipPrice(group, [[1, 2]], 100, 1).combinations).toBe(0); // fewer than 3 digits
  });

  it('pays one winning combination at the odds (thousandths), rounded down', () => {
    expect(payoutPerWin(100, 1, 9800)).toBe(980);
    expect(payoutPerWin(1, 1, 9800)).toBe(9);
    expect(payoutPerWin(10, 3, 1960)).toBe(58);
  });

  it('keeps the multiplier and the chase within their bounds', () => {
    expect(clampInt(0, 1, 1000)).toBe(1);
    expect(clampInt(1001, 1, 1000)).toBe(1000);
    expect(clampInt(Number.NaN, 2, 30)).toBe(2);
    expect(clampInt(7.4, 2, 30)).toBe(7);
  });
});
