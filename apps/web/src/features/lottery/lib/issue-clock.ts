import type { LotteryDraw, LotteryGame, ValueOf, getNearNumeros } from '@app/contract';

/** GET /lgw/numeros/near with how far the server's clock is ahead of this device's. */
export type NearIssues = ValueOf<typeof getNearNumeros> & { offsetMs: number };

type Schedule = Pick<LotteryGame, 'drawEverySeconds'>;

/** Where the game's current issue stands at a moment (server time). */
export type IssuePhase =
  | { kind: 'open'; issue: LotteryDraw; msLeft: number }
  | { kind: 'closed'; issue: LotteryDraw; msLeft: number }
  | { kind: 'none' };

const at = (iso: string) => Date.parse(iso);
/** A due draw is looked for this long; after it the game is taken to have no draw pending. */
const DRAW_GRACE_MS = 60_000;
/** The draw job needs a moment after the draw time: asking at once would read the old answer. */
const SLACK_MS = 400;
const POLL_MS = 2000;

/** The server's time now, from the device's clock and the offset measured with the answer. */
export const serverNow = (near: Pick<NearIssues, 'offsetMs'>, deviceNow = Date.now()) =>
  deviceNow + near.offsetMs;

/** Open until its close time, then closed ("drawing") until its draw. */
export function issuePhase(near: NearIssues, now: number): IssuePhase {
  const issue = near.current;
  if (!issue) return { kind: 'none' };
  const closeAt = at(issue.closeAt);
  if (now < closeAt && issue.state === 'open')
    return { kind: 'open', issue, msLeft: closeAt - now };
  return { kind: 'closed', issue, msLeft: Math.max(0, at(issue.drawAt) - now) };
}

/**
 * When the issue waiting for its draw is drawn: `drawing` as the server says, or else the issue
 * before the current one, if its result is not in `latest` yet: the
 * lobby and the game show "drawing" until it is, and ask again until it comes. Only when `latest`
 * is the issue just before that one: a server that has just started (no issue before the current
 * one) or a gap in the schedule has nothing being drawn. (Unknown while the game's schedule is:
 * drawEverySeconds 0.)
 */
export function pendingDrawAt(near: NearIssues, game: Schedule, now: number): number | null {
  // The server names the issue waiting for its draw (a platform that does not: inferred below).
  if (near.drawing) {
    const drawAt = at(near.drawing.drawAt);
    return now > drawAt + DRAW_GRACE_MS ? null : drawAt;
  }
  if (!near.current || !near.latest || game.drawEverySeconds <= 0) return null;
  const every = game.drawEverySeconds * 1000;
  const expected = at(near.current.drawAt) - every;
  const latest = at(near.latest.drawAt);
  const oneBehind = Math.abs(latest - (expected - every)) < 1000;
  if (!oneBehind || now > expected + DRAW_GRACE_MS) return null;
  return expected;
}

/** How long until the answer changes: the close, the draw, or a due result (polled). */
export function nextRefetchMs(near: NearIssues, game: Schedule, now: number): number {
  const pending = pendingDrawAt(near, game, now);
  if (pending !== null && now >= pending) return POLL_MS;
  const moments = [pending, near.current && at(near.current.closeAt)];
  if (near.current) moments.push(at(near.current.drawAt));
  const next = Math.min(...moments.filter((m): m is number => m !== null && m > now));
  return Number.isFinite(next) ? Math.min(60_000, Math.max(500, next - now + SLACK_MS)) : 30_000;
}

/** mm:ss (h:mm:ss past an hour) of a span, counted up to the next whole second. */
export function formatSpan(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${h ? `${h}:${pad(m)}` : pad(m)}:${pad(total % 60)}`;
}
