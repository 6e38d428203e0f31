/**
 * The in-house games' rules (issue 23, spec INHOUSE /m/inHouse), shared by the server (which
 * settles rounds) and the web app (which shows and verifies them): pure arithmetic, no I/O.
 *
 * The provably fair scheme gives each round floats in [0, 1): float i is read from
 * HMAC-SHA256(key = server seed, message = `<clientSeed>:<nonce>:<i>`), its first 4 bytes as
 * sum(byte_j / 256^(j+1)); an outcome is floor(float x outcomes).
 */

/** The catalogue's vendor of the in-house games, and its three game codes (games.game_id). */
export const INHOUSE_VENDOR = 'INHOUSE';
export const originalsGames = ['dice', 'slot5x3', 'crash'] as const;
export type OriginalsGame = (typeof originalsGames)[number];

// ---------------------------------------------------------------------------------------------
// Dice: a roll 0.00-99.99 (10,000 outcomes), won under or over a target; 1% house edge.

export const DICE_OUTCOMES = 10_000;
/** The payout is 99 / chance%: RTP 99%. In basis points of the stake per winning outcome. */
export const DICE_RETURN_BP = 9_900;
/** Winning outcomes allowed: a chance from 1% to 98% (multiplier 99x down to 1.0102x). */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

export type DiceDirection = 'under' | 'over';

/**
 * How many of the 10,000 rolls win: under T wins on rolls 0 .. T-1, over T on T+1 .. 9999
 * (T and rolls in hundredths: 50.00 is 5000).
 */
export const diceWinning = (target: number, direction: DiceDirection) =>
  direction === 'under' ? target : DICE_OUTCOMES - 1 - target;

/** Whether a target is playable: an integer whose chance lies within the limits. */
export function diceTargetOk(target: number, direction: DiceDirection): boolean {
  if (!Number.isInteger(target) || target < 0 || target >= DICE_OUTCOMES) return false;
  const winning = diceWinning(target, direction);
  return winning >= DICE_MIN_WINNING && winning <= DICE_MAX_WINNING;
}

/** The roll 0..9999 from the round's first float. */
export const diceRoll = (float: number) => Math.floor(float * DICE_OUTCOMES);

export const diceWon = (roll: number, target: number, direction: DiceDirection) =>
  direction === 'under' ? roll < target : roll > target;

/** What a win pays (stake included), floored to a minor unit: stake x 0.99 x 10000 / winning. */
export const diceWinMinor = (stakeMinor: number, target: number, direction: DiceDirection) =>
  Math.floor((stakeMinor * DICE_RETURN_BP) / diceWinning(target, direction));

/** The multiplier shown to the player (4 decimals). */
export const diceMultiplier = (target: number, direction: DiceDirection) =>
  Math.floor((DICE_RETURN_BP * 10_000) / diceWinning(target, direction)) / 10_000;

// ---------------------------------------------------------------------------------------------
// A 5x3 slot: 5 reels of 20 symbols, 10 paylines paying left to right from reel 1; the wild W
// (reels 2-4 only) stands for any symbol. Return 95.9925%, proven by enumerating every one of the
// 20^5 stops (apps/server/test/originals/slot-math.test.ts).

export const SLOT_REEL_LENGTH = 20;
const outer = '7 B B C C C P P P P L L L L O O O O O O'.split(' ');
const inner = '7 W B B C C C P P P P L L L L O O O O O'.split(' ');
/** The reel strips, reel 1 first; stop s shows strip[s], strip[s+1], strip[s+2] (wrapping). */
export const SLOT_REELS: readonly (readonly string[])[] = [outer, inner, inner, inner, outer];
export const SLOT_SYMBOLS = ['7', 'B', 'C', 'P', 'L', 'O', 'W'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** Pays of 3, 4 and 5 of a kind, in line bets. */
export const SLOT_PAYTABLE: Readonly<Record<string, readonly [number, number, number]>> = {
  '7': [60, 300, 1000],
  B: [30, 100, 400],
  C: [15, 60, 200],
  P: [8, 25, 100],
  L: [5, 20, 70],
  O: [5, 20, 40],
};
/** The paylines: the row (0 top, 1 middle, 2 bottom) of each reel. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 0, 1, 0],
];
/** The stake is split evenly over the lines: a multiple of this many minor units. */
export const SLOT_LINE_COUNT = SLOT_LINES.length;
/** The configured return, as a fraction of the stake (the enumeration test proves it). */
export const SLOT_RETURN = 0.959925;
/**
 * A bound on one spin's pays in line bets (every line paying the top prize could not pay more):
 * a spin wins at most stake x SLOT_MAX_PAYS / SLOT_LINE_COUNT (the limits reserve that much).
 */
export const SLOT_MAX_PAYS = 1_000 * SLOT_LINE_COUNT;

/** A reel's stop from its float (cursor = the reel's index). */
export const slotStop = (float: number) => Math.floor(float * SLOT_REEL_LENGTH);

/** The 3 rows x 5 reels the stops show: grid[row][reel]. */
export const slotGrid = (stops: readonly number[]): string[][] =>
  [0, 1, 2].map((row) =>
    stops.map((stop, reel) => SLOT_REELS[reel]![(stop + row) % SLOT_REEL_LENGTH]!),
  );

export interface SlotLineWin {
  /** The payline's index in SLOT_LINES. */
  line: number;
  symbol: string;
  count: number;
  /** In line bets. */
  pays: number;
}

/** One payline's result over a grid, or null when it pays nothing. */
export function slotLineWin(
  grid: readonly (readonly string[])[],
  line: number,
): SlotLineWin | null {
  const rows = SLOT_LINES[line]!;
  const symbol = grid[rows[0]!]![0]!;
  let count = 1;
  while (count < 5) {
    const s = grid[rows[count]!]![count]!;
    if (s !== symbol && s !== 'W') break;
    count++;
  }
  const pays = count >= 3 ? (SLOT_PAYTABLE[symbol]?.[count - 3] ?? 0) : 0;
  return pays > 0 ? { line, symbol, count, pays } : null;
}

/** Every paying line of the stops, and the spin's win for a stake (a multiple of the lines). */
export function slotResult(stops: readonly number[], stakeMinor: number) {
  const grid = slotGrid(stops);
  const lines = SLOT_LINES.map((_, i) => slotLineWin(grid, i)).filter(
    (w): w is SlotLineWin => w !== null,
  );
  const pays = lines.reduce((s, w) => s + w.pays, 0);
  return { grid, lines, pays, winMinor: (stakeMinor / SLOT_LINE_COUNT) * pays };
}

// ---------------------------------------------------------------------------------------------
// Limits, in one place: stakes, and the most a round and a merchant's day may pay out.

export const ORIGINALS_LIMITS = {
  minStakeMinor: 10,
  maxStakeMinor: 1_000_000,
  /** The most one round may win (stake included): a stake whose best case pays more is refused. */
  maxWinPerRoundMinor: 10_000_000,
  /**
   * The most the house may lose to a merchant's in-house rounds on one merchant day (wins minus
   * stakes): a round is refused before it is played when its best case would pass it.
   */
  maxNetPayoutPerDayMinor: 500_000_000,
} as const;

/** The most a round could win (its best case): what the limits reserve. */
export function bestCaseWinMinor(
  game: 'dice' | 'slot5x3',
  stakeMinor: number,
  dice?: { target: number; direction: DiceDirection },
) {
  return game === 'dice'
    ? diceWinMinor(stakeMinor, dice!.target, dice!.direction)
    : (stakeMinor / SLOT_LINE_COUNT) * SLOT_MAX_PAYS;
}
