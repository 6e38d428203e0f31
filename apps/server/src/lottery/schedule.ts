import { wallClock } from '../platform/jobs/periods.ts';
import { LOTTERY_GAMES } from './games.ts';

/**
 * A game's draws fall on whole multiples of its interval since the epoch, plus the game's offset
 * (so every process computes the same ones); an issue is named by the merchant's date of its
 * draw and the draw's number that day: `20261127-0361` is the 361st one-minute draw of
 * 27 November, at 06:01 local; a daily draw is its day's `0001`.
 * The last draw of a day (at midnight) is that day's, not the next's. Merchant zones are
 * whole-minute offsets without daylight saving (Asia/Dhaka), so every day has the same count.
 */
function localParts(at: Date, timeZone: string) {
  const [date = '', time = ''] = wallClock(at, timeZone).split(' ');
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return { date: date.replaceAll('-', ''), seconds: h * 3600 + m * 60 + s };
}

export interface ScheduledIssue {
  issueNo: string;
  closeAt: Date;
  drawAt: Date;
}

export function issueOf(
  drawAt: Date,
  timeZone: string,
  everySeconds: number,
  closeSeconds: number,
): ScheduledIssue {
  let { date, seconds } = localParts(drawAt, timeZone);
  if (seconds === 0) {
    date = localParts(new Date(drawAt.getTime() - 1000), timeZone).date;
    seconds = 86_400;
  }
  const seq = Math.ceil(seconds / everySeconds);
  return {
    issueNo: `${date}-${String(seq).padStart(4, '0')}`,
    closeAt: new Date(drawAt.getTime() - closeSeconds * 1000),
    drawAt,
  };
}

/** The next `count` draws after `now` (the first is the one taking bets, or closed, now). */
export function upcomingIssues(
  now: Date,
  timeZone: string,
  everySeconds: number,
  closeSeconds: number,
  count: number,
  offsetSeconds = 0,
): ScheduledIssue[] {
  const every = everySeconds * 1000;
  const offset = offsetSeconds * 1000;
  const first = Math.floor((now.getTime() - offset) / every) * every + every + offset;
  return Array.from({ length: count }, (_, i) =>
    issueOf(new Date(first + i * every), timeZone, everySeconds, closeSeconds),
  );
}

/**
 * After a close or a draw is due, the clock looks again every turn for this long: a database whose
 * clock is a little behind this process's closes or draws it at one of those turns.
 */
export const LOOK_AGAIN_MS = 3_000;
/** The longest the clock leaves the issues unread (another process's draw is settled within it). */
export const MAX_IDLE_MS = 10_000;

/**
 * When the clock is next due: the first close or draw of any game still to come, or one that came
 * within `LOOK_AGAIN_MS`, and at most `MAX_IDLE_MS` away. Issues close and draw at fixed times
 * (above), so nothing is read to know them.
 */
export function nextLook(all: readonly { timeZone: string }[], now: Date): number {
  const since = now.getTime() - LOOK_AGAIN_MS;
  let due = now.getTime() + MAX_IDLE_MS;
  for (const m of all)
    for (const game of LOTTERY_GAMES) {
      const [issue] = upcomingIssues(
        new Date(since),
        m.timeZone,
        game.drawEverySeconds,
        game.closeSeconds,
        1,
        game.drawOffsetSeconds,
      );
      const close = issue!.closeAt.getTime();
      due = Math.min(due, close > since ? close : issue!.drawAt.getTime());
    }
  return due;
}
