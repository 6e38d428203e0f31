import type { TurnoverBase } from '@app/contract';

/** A promotion's turnover rule, copied onto each grant it pays. */
export interface TurnoverRule {
  multiple: number;
  base: TurnoverBase;
  forfeitAllowed: boolean;
}

/** The valid turnover a grant needs: multiple x (bonus, or bonus + deposit). */
export const turnoverRequired = (rule: TurnoverRule, bonusMinor: number, depositMinor: number) =>
  BigInt(rule.multiple) * BigInt(bonusMinor + (rule.base === 'bonus_deposit' ? depositMinor : 0));

/**
 * Where a grant sits on the member's cumulative valid turnover: it counts from `countsFrom` and is
 * met at `countsFrom + required`.
 */
export interface GrantSpan {
  countsFrom: bigint;
  required: bigint;
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Where a new grant starts counting: at the member's valid turnover now, or where the grants
 * before it that are still unmet will be met, whichever is later. So a stake counts towards one
 * grant only, oldest first: two bonuses of 5x need the turnover of both.
 */
export const countsFromOf = (validNow: bigint, before: readonly GrantSpan[]) =>
  before.reduce((from, g) => max(from, g.countsFrom + g.required), validNow);

/** Valid turnover counted towards the grant, from 0 to what it requires. */
export const progressOf = (g: GrantSpan, validNow: bigint) =>
  min(max(validNow - g.countsFrom, 0n), g.required);

export const isMet = (g: GrantSpan, validNow: bigint) => validNow >= g.countsFrom + g.required;

/**
 * After a forfeit, the later grants no longer wait for the forfeited one: each counts from its
 * own moment (`validAtGrant`) or where the grants still before it end. `floor` is where the
 * grants before the forfeited one end. A start only ever moves earlier, so a met grant stays met.
 */
export function restack<T extends GrantSpan & { validAtGrant: bigint }>(
  floor: bigint,
  later: readonly T[],
): T[] {
  let end = floor;
  return later.map((g) => {
    const countsFrom = max(g.validAtGrant, end);
    end = countsFrom + g.required;
    return { ...g, countsFrom };
  });
}

/**
 * What a forfeit takes back: the bonus and its winnings (the net result of play since the grant,
 * when positive), never more than the wallet holds.
 */
export function forfeitAmount(g: {
  bonus: bigint;
  netPlaySinceGrant: bigint;
  walletBalance: bigint;
}): bigint {
  const due = g.bonus + max(g.netPlaySinceGrant, 0n);
  return max(min(due, g.walletBalance), 0n);
}
