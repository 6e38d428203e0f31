import { describe, expect, it } from 'vitest';
import {
  combinations,
  lotteryOptions,
  lotteryPrizeModes,
  lotteryWinMinor,
  picksProblem,
  winningCombinations,
  type LotteryPlay,
} from '@app/contract';
import { LOTTERY_GAMES, PRIZE_MODE_RETURN } from '../../src/lottery/games.ts';

// Issue 21 "Tests": every play priced and settled against a brute-force enumeration of outcomes.
// Here a pick is spelt out as the single tickets it buys, each ticket judged on its own against
// every possible draw: nothing below shares code with the rules it checks.

type Ticket = (draw: readonly number[]) => boolean;

const product = (rows: readonly (readonly number[])[]): number[][] =>
  rows.reduce<number[][]>((acc, row) => acc.flatMap((t) => row.map((d) => [...t, d])), [[]]);

const subsets = (row: readonly number[], k: number): number[][] =>
  k === 0
    ? [[]]
    : row.flatMap((d, i) => subsets(row.slice(i + 1), k - 1).map((rest) => [d, ...rest]));

const holds = (option: number, value: number, max: number) => {
  const name = lotteryOptions[option];
  if (name === 'big') return value * 2 > max;
  if (name === 'small') return value * 2 < max;
  if (name === 'odd') return value % 2 === 1;
  return value % 2 === 0;
};

/** The single tickets a pick buys, each a test of one draw. */
function ticketsOf(play: LotteryPlay, picks: number[][]): Ticket[] {
  const at = (draw: readonly number[]) => play.positions.map((p) => draw[p]!);
  switch (play.kind) {
    case 'straight':
      return product(picks).map((t) => (draw) => at(draw).every((d, i) => d === t[i]));
    case 'fixed':
      return picks.flatMap((row, i) => row.map((d) => (draw) => at(draw)[i] === d));
    case 'group':
      return subsets(picks[0]!, play.positions.length).map((set) => (draw) => {
        const seen = at(draw);
        return [...seen].sort().join() === [...set].sort().join();
      });
    case 'bsoe':
      return picks.flatMap((row, i) => row.map((o) => (draw) => holds(o, at(draw)[i]!, 9)));
    case 'sumBsoe':
      return picks[0]!.map((o) => (draw) => {
        const sum = at(draw).reduce((s, d) => s + d, 0);
        return holds(o, sum, 9 * play.positions.length);
      });
  }
}

const allDraws = (digits: number) =>
  Array.from({ length: 10 ** digits }, (_, n) =>
    String(n).padStart(digits, '0').split('').map(Number),
  );

/** Random picks the play accepts (a few digits or options per row). */
function randomPicks(play: LotteryPlay, seed: number): number[][] {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const options = play.kind === 'bsoe' || play.kind === 'sumBsoe';
  const rows = play.kind === 'group' || play.kind === 'sumBsoe' ? 1 : play.positions.length;
  const values = options ? [0, 1, 2, 3] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const size = play.kind === 'group' ? play.positions.length + 1 : 2;
  return Array.from({ length: rows }, () => [...values].sort(() => next() - 0.5).slice(0, size));
}

for (const game of LOTTERY_GAMES) {
  const draws = allDraws(game.digits);
  describe(`${game.gameId}: every play against every one of the ${draws.length} draws`, () => {
    for (const play of game.plays) {
      it(`${play.code} (${play.kind}): price and wins match the tickets; return as configured`, () => {
        for (const seed of [1, 2, 3]) {
          const picks = randomPicks(play, seed * 7919 + play.code.length);
          expect(picksProblem(play, picks)).toBeNull();
          const tickets = ticketsOf(play, picks);
          expect(combinations(play, picks)).toBe(tickets.length);
          const wrong = draws.filter(
            (draw) =>
              winningCombinations(play, picks, draw) !== tickets.filter((t) => t(draw)).length,
          );
          expect(wrong.slice(0, 3)).toEqual([]);
        }
        // One ticket's return over every draw: the odds times its exact chance.
        const one = ticketsOf(play, randomPicks(play, 5)).slice(0, 1)[0]!;
        const wins = draws.filter(one).length;
        for (const mode of lotteryPrizeModes) {
          const paid = wins * lotteryWinMinor(1, 100, 1, play.oddsMilli[mode]);
          const measured = paid / (draws.length * 100);
          expect(measured).toBeLessThanOrEqual(PRIZE_MODE_RETURN[mode]);
          expect(measured).toBeGreaterThan(PRIZE_MODE_RETURN[mode] - 0.001);
        }
      });
    }
  });
}

describe('picks the rules refuse', () => {
  const game = LOTTERY_GAMES[0]!;
  const play = (code: string) => game.plays.find((p) => p.code === code)!;
  it.each([
    ['5D_STRAIGHT', [[1], [2], [3], [4]], /5 row/],
    ['5D_STRAIGHT', [[1], [2], [3], [4], []], /every row/],
    ['5D_STRAIGHT', [[1, 1], [2], [3], [4], [5]], /twice/],
    ['5D_STRAIGHT', [[10], [2], [3], [4], [5]], /0-9/],
    ['L2_GROUP', [[3]], /no combination/],
    ['POS_FIXED', [[], [], [], [], []], /no combination/],
    ['POS_BSOE', [[4], [], [], [], []], /0-3/],
  ])('%s %j', (code, picks, problem) => {
    expect(picksProblem(play(code), picks)).toMatch(problem);
  });
});
