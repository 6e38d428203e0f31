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
    case 'lines':
      return picks[0]!.flatMap((n) =>
        play.lines!.map(
          (line) => (draw: readonly number[]) => Number(line.map((p) => draw[p]).join('')) === n,
        ),
      );
  }
}

/** Pseudo-random draws, for a game whose every draw cannot be listed (107 digits). */
function sampleDraws(digits: number, count: number): number[][] {
  let s = 42;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) % 10;
  return Array.from({ length: count }, () => Array.from({ length: digits }, next));
}

/**
 * The draws one ticket's return is measured over: every draw of a short game; for a `lines` play
 * every value of the first line (the ticket's own: the first number on the first line), the
 * other digits fixed, since it depends on nothing else.
 */
function returnDraws(game: { digits: number }, play: LotteryPlay): number[][] {
  if (play.kind !== 'lines') return allDraws(game.digits);
  const line = play.lines![0]!;
  return allDraws(line.length).map((values) => {
    const draw = Array<number>(game.digits).fill(0);
    line.forEach((p, i) => (draw[p] = values[i]!));
    return draw;
  });
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
  const single = play.kind === 'group' || play.kind === 'sumBsoe' || play.kind === 'lines';
  const rows = single ? 1 : play.positions.length;
  const values = Array.from(
    { length: options ? 4 : play.kind === 'lines' ? 10 ** play.lines![0]!.length : 10 },
    (_, i) => i,
  );
  const size = play.kind === 'group' ? play.positions.length + 1 : play.kind === 'lines' ? 5 : 2;
  return Array.from({ length: rows }, () => [...values].sort(() => next() - 0.5).slice(0, size));
}

for (const game of LOTTERY_GAMES) {
  const listed = game.digits <= 5;
  const draws = listed ? allDraws(game.digits) : sampleDraws(game.digits, 20_000);
  const which = listed ? 'every one of the' : 'a sample of';
  describe(`${game.gameId}: every play against ${which} ${draws.length} draws`, () => {
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
        // One ticket's return over every draw it depends on: the odds times its exact chance.
        const one = ticketsOf(play, randomPicks(play, 5)).slice(0, 1)[0]!;
        const over = returnDraws(game, play);
        const wins = over.filter(one).length;
        for (const mode of lotteryPrizeModes) {
          const paid = wins * lotteryWinMinor(1, 100, 1, play.oddsMilli[mode]);
          const measured = paid / (over.length * 100);
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
    ['SUM_BSOE', [[]], /every row/],
  ])('%s %j', (code, picks, problem) => {
    expect(picksProblem(play(code), picks)).toMatch(problem);
  });

  it('bets on some positions only: fixed digits and big/small/odd/even', () => {
    expect(picksProblem(play('POS_BSOE'), [[0], [], [], [], []])).toBeNull();
    expect(combinations(play('POS_BSOE'), [[0], [], [], [1, 2], []])).toBe(3);
    expect(picksProblem(play('POS_BSOE'), [[], [], [], [], []])).toMatch(/no combination/);
  });

  it('a lo number is 00-99 and costs once per line of the draw (27)', () => {
    const lo = LOTTERY_GAMES.find((g) => g.gameId === 'VNMB')!.plays[0]!;
    expect(picksProblem(lo, [[100]])).toMatch(/0-99/);
    expect(combinations(lo, [[7, 42]])).toBe(54);
  });
});
