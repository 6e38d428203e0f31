/**
 * The lottery's play rules (issue 21), shared by the server (pricing, settlement) and the app
 * (the bet slip's price before confirming): how many combinations a pick buys and how many of
 * them a draw wins. A draw is a row of digits 0-9 (five for the SSC-style games, three for the
 * quick game); a play looks at some of its positions.
 *
 * - `straight`: one row of digits per position; every combination of one digit per position is a
 *   bet; it wins when each position shows its digit.
 * - `fixed`: one row of digits per position; each digit is a bet on its position alone.
 * - `group`: one row of digits; every set of as many distinct digits as the play has positions is
 *   a bet; it wins when those positions show exactly that set, in any order (no repeats).
 * - `bsoe`: one row of options per position (any may be empty): each option (big 5-9, small 0-4,
 *   odd, even) is a bet on its position.
 * - `sumBsoe`: one row of options on the sum of the positions (big: above half the highest sum).
 * - `lines`: one row of numbers of as many digits as each of the play's lines has (the northern
 *   Vietnamese lo and de: the last two digits of each prize of the draw); every number is a bet
 *   on every line, so it costs once per line, and wins once for each line showing it.
 */
export const lotteryPlayKinds = ['straight', 'fixed', 'group', 'bsoe', 'sumBsoe', 'lines'] as const;
export type LotteryPlayKind = (typeof lotteryPlayKinds)[number];

/** The options of `bsoe` and `sumBsoe`, by index in a pick row. */
export const lotteryOptions = ['big', 'small', 'odd', 'even'] as const;
export type LotteryOption = (typeof lotteryOptions)[number];

export interface LotteryPlayRule {
  kind: LotteryPlayKind;
  /** The draw's positions the play looks at (0 is the first digit). */
  positions: readonly number[];
  /** `lines` plays: the positions of each line's digits, most significant first. */
  lines?: readonly (readonly number[])[] | undefined;
}

const linesOf = (rule: LotteryPlayRule) => rule.lines ?? [];
/** Digits of each number a `lines` play takes. */
const lineDigits = (rule: LotteryPlayRule) => linesOf(rule)[0]?.length ?? 0;

/** Picks: one row per position (`straight`, `fixed`, `bsoe`), or one row (`group`, `sumBsoe`). */
export type LotteryPicks = readonly (readonly number[])[];

const choose = (n: number, k: number) => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
};

/** How many rows the picks of a play have, and the largest value a pick may take. */
export const pickShape = (rule: LotteryPlayRule) => ({
  rows:
    rule.kind === 'group' || rule.kind === 'sumBsoe' || rule.kind === 'lines'
      ? 1
      : rule.positions.length,
  max:
    rule.kind === 'bsoe' || rule.kind === 'sumBsoe'
      ? lotteryOptions.length - 1
      : rule.kind === 'lines'
        ? 10 ** lineDigits(rule) - 1
        : 9,
});

/**
 * Why picks are not valid for the play (wrong rows, a value out of range, a repeat), or null.
 * A row may be empty only in `fixed` and `bsoe` (bets on some positions), as long as one pick is
 * made.
 */
export function picksProblem(rule: LotteryPlayRule, picks: LotteryPicks): string | null {
  const shape = pickShape(rule);
  if (picks.length !== shape.rows) return `${shape.rows} row(s) of picks expected`;
  for (const row of picks) {
    if (row.some((v) => !Number.isInteger(v) || v < 0 || v > shape.max))
      return `picks are 0-${shape.max}`;
    if (new Set(row).size !== row.length) return 'a pick appears twice in a row';
    if (!row.length && rule.kind !== 'fixed' && rule.kind !== 'bsoe')
      return 'every row needs a pick';
  }
  if (combinations(rule, picks) === 0) return 'the picks buy no combination';
  return null;
}

/** How many one-unit bets the picks buy. */
export function combinations(rule: LotteryPlayRule, picks: LotteryPicks): number {
  switch (rule.kind) {
    case 'straight':
      return picks.reduce((n, row) => n * row.length, 1);
    case 'fixed':
    case 'bsoe':
      return picks.reduce((n, row) => n + row.length, 0);
    case 'group':
      return choose(picks[0]?.length ?? 0, rule.positions.length);
    case 'sumBsoe':
      return picks[0]?.length ?? 0;
    case 'lines':
      return (picks[0]?.length ?? 0) * linesOf(rule).length;
  }
}

const optionHolds = (option: number, value: number, half: number) => {
  switch (lotteryOptions[option]) {
    case 'big':
      return value > half;
    case 'small':
      return value <= half;
    case 'odd':
      return value % 2 === 1;
    case 'even':
      return value % 2 === 0;
    default:
      return false;
  }
};

/** How many of the bought combinations the draw wins (each pays the play's odds). */
export function winningCombinations(
  rule: LotteryPlayRule,
  picks: LotteryPicks,
  draw: readonly number[],
): number {
  const at = rule.positions.map((p) => draw[p]!);
  switch (rule.kind) {
    case 'straight':
      return at.every((d, i) => picks[i]!.includes(d)) ? 1 : 0;
    case 'fixed':
      return at.filter((d, i) => picks[i]!.includes(d)).length;
    case 'group': {
      const distinct = new Set(at);
      return distinct.size === at.length && at.every((d) => picks[0]!.includes(d)) ? 1 : 0;
    }
    case 'bsoe':
      return at.reduce((n, d, i) => n + picks[i]!.filter((o) => optionHolds(o, d, 4.5)).length, 0);
    case 'sumBsoe': {
      const sum = at.reduce((s, d) => s + d, 0);
      return picks[0]!.filter((o) => optionHolds(o, sum, (9 * at.length) / 2)).length;
    }
    case 'lines': {
      const numbers = new Set(picks[0]);
      return linesOf(rule).filter((line) =>
        numbers.has(line.reduce((n, p) => n * 10 + draw[p]!, 0)),
      ).length;
    }
  }
}

/** The chance that one combination of the play wins: what its odds are set from. */
export function combinationChance(rule: LotteryPlayRule): number {
  const n = rule.positions.length;
  switch (rule.kind) {
    case 'straight':
      return 10 ** -n;
    case 'fixed':
      return 0.1;
    case 'group': {
      let orders = 1;
      for (let i = 2; i <= n; i++) orders *= i;
      return orders / 10 ** n;
    }
    case 'bsoe':
    case 'sumBsoe':
      return 0.5;
    case 'lines':
      return 10 ** -lineDigits(rule);
  }
}

/** What a winning order pays, in minor units: each won combination at the odds (thousandths). */
export const lotteryWinMinor = (
  wonCombinations: number,
  unitMinor: number,
  multiplier: number,
  oddsMilli: number,
) => Math.floor((wonCombinations * unitMinor * multiplier * oddsMilli) / 1000);
