import type { LotteryDraw } from '@app/contract';

export interface TrendRow {
  issueNo: string;
  digit: number;
  /** Per digit 0-9: issues since it last came up at this position, this row included (0: now). */
  misses: number[];
}

export interface PositionTrend {
  /** Oldest first, as the grid reads top to bottom. */
  rows: TrendRow[];
  /** Per digit: issues since it last came up, as of the newest draw. */
  current: number[];
  /** Per digit: whether it came up at all in the window (if not, `current` is a lower bound). */
  seen: boolean[];
}

/** One position's digits over the draws (newest first, as the API lists them), with misses. */
export function positionTrend(draws: readonly LotteryDraw[], position: number): PositionTrend {
  const misses = Array<number>(10).fill(0);
  const seen = Array<boolean>(10).fill(false);
  const rows: TrendRow[] = [];
  for (const draw of [...draws].reverse()) {
    const digit = draw.result?.[position];
    if (digit === undefined) continue;
    for (let d = 0; d < 10; d++) misses[d] = d === digit ? 0 : misses[d]! + 1;
    seen[digit] = true;
    rows.push({ issueNo: draw.issueNo, digit, misses: [...misses] });
  }
  return { rows, current: misses, seen };
}
