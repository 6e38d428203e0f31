import { describe, expect, it } from 'vitest';
import { LOOK_AGAIN_MS, MAX_IDLE_MS, nextLook } from '../../src/lottery/schedule.ts';

// The lottery's clock reads the issues only when a close or a draw is due (issue 22: an idle
// server read them every second, about eight statements a turn, on every process). Issues close
// and draw at fixed times (schedule.ts), so the next is known without a read. At 10:00:45 UTC
// (16:00:45 in Dhaka) the 1-minute game closes at 10:00:50 and draws at 10:01:00; the 3- and
// 5-minute games next close at 10:02:40 and 10:04:30, the daily one at 11:00 UTC.

const dhaka = [{ timeZone: 'Asia/Dhaka' }];
const at = (time: string) => new Date(`2026-11-29T${time}Z`);
const due = (time: string) => nextLook(dhaka, at(time));

describe('lottery clock: when the next turn is due', () => {
  it('is the next close, then the next draw', () => {
    expect(due('10:00:45')).toBe(at('10:00:50').getTime());
    expect(due('10:00:55')).toBe(at('10:01:00').getTime());
  });

  it(`keeps looking for ${LOOK_AGAIN_MS / 1000} s after each close or draw, then moves on`, () => {
    // 2 s after the close: due at once (a database clock a little behind has not closed it yet).
    expect(due('10:00:52')).toBe(at('10:00:50').getTime());
    // 4 s after it: the draw is next.
    expect(due('10:00:54')).toBe(at('10:01:00').getTime());
    expect(due('10:01:02')).toBe(at('10:01:00').getTime());
  });

  it(`is never more than ${MAX_IDLE_MS / 1000} s away`, () => {
    // The next close is at 10:01:50.
    expect(due('10:01:10')).toBe(at('10:01:10').getTime() + MAX_IDLE_MS);
    // With no merchant, only the longest idle.
    expect(nextLook([], at('10:01:10'))).toBe(at('10:01:20').getTime());
  });

  it('counts every game: the 3-minute game closes 20 s before its draw at 10:03', () => {
    expect(due('10:02:35')).toBe(at('10:02:40').getTime());
  });
});
