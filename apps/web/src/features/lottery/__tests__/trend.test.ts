import type { LotteryDraw } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { positionTrend } from '../lib/trend';

const draw = (n: number, result: number[] | null): LotteryDraw => ({
  gameId: 'P3',
  issueNo: `20261127-${String(n).padStart(4, '0')}`,
  state: result ? 'settled' : 'void',
  closeAt: '',
  drawAt: '',
  seedHash: '',
  serverSeed: null,
  result,
});

describe('the trend of a position', () => {
  // Newest first, as GET /lgw/draw lists them; issue 3 was void.
  const draws = [
    draw(5, [7, 0, 0]),
    draw(4, [2, 0, 0]),
    draw(3, null),
    draw(2, [7, 1, 1]),
    draw(1, [3, 1, 1]),
  ];

  it('lists the drawn digit of each issue, oldest first, skipping void issues', () => {
    const trend = positionTrend(draws, 0);
    expect(trend.rows.map((r) => [r.issueNo.slice(-1), r.digit])).toEqual([
      ['1', 3],
      ['2', 7],
      ['4', 2],
      ['5', 7],
    ]);
  });

  it('counts, per digit, the issues since it last came up', () => {
    const trend = positionTrend(draws, 0);
    expect(trend.rows[1]!.misses[3]).toBe(1);
    expect(trend.current[7]).toBe(0);
    expect(trend.current[2]).toBe(1);
    expect(trend.current[3]).toBe(3);
    expect(trend.seen[9]).toBe(false);
    expect(trend.current[9]).toBe(4);
    expect(positionTrend(draws, 2).current[1]).toBe(2);
  });
});
