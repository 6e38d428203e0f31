import {
  combinationChance,
  lotteryPrizeModes,
  type LotteryGame,
  type LotteryPlay,
  type LotteryPlayKind,
  type LotteryPlayType,
  type LotteryPrizeMode,
} from '@app/contract';

/**
 * The lottery's games (issue 21): SSC-style fast games of five digits (every minute and every
 * five minutes) and a three-digit quick game. Each play's odds come from its chance and the prize
 * mode's return: Elott (the default e-lottery) returns 98%, Lott 97%, ZY 96% (its difference is
 * the operator's rebate room). The bench measures each play's return over simulated draws.
 */
export const PRIZE_MODE_RETURN: Record<LotteryPrizeMode, number> = {
  Elott: 0.98,
  Lott: 0.97,
  ZY: 0.96,
};

export interface LotteryGameConfig extends LotteryGame {
  plays: LotteryPlay[];
  /** The catalogue game (vendor's tile) that opens it, by name. */
  catalogueName: string;
  /** Draws fall this long after each multiple of the interval since the epoch (default 0). */
  drawOffsetSeconds?: number;
}

const oddsOf = (kind: LotteryPlayKind, positions: number[], lines?: number[][]) =>
  Object.fromEntries(
    lotteryPrizeModes.map((mode) => [
      mode,
      // The epsilon: 980 / 1e-5 is 97,999,999.99... in floating point, not 98,000,000.
      Math.floor(
        (PRIZE_MODE_RETURN[mode] * 1000) / combinationChance({ kind, positions, lines }) + 1e-6,
      ),
    ]),
  ) as Record<LotteryPrizeMode, number>;

const play = (
  code: string,
  playType: LotteryPlayType,
  kind: LotteryPlayKind,
  positions: number[],
  lines?: number[][],
): LotteryPlay => ({
  code,
  playType,
  kind,
  positions,
  ...(lines && { lines }),
  oddsMilli: oddsOf(kind, positions, lines),
});

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** The plays of a game of `digits` digits: straights and groups on its last positions, and more. */
function playsOf(digits: number): LotteryPlay[] {
  const all = range(0, digits);
  const last2 = [digits - 2, digits - 1];
  const last3 = [digits - 3, digits - 2, digits - 1];
  return [
    play(`${digits}D_STRAIGHT`, 'trad', 'straight', all),
    ...(digits > 3
      ? [
          play('F3_STRAIGHT', 'trad', 'straight', [0, 1, 2]),
          play('L3_STRAIGHT', 'trad', 'straight', last3),
        ]
      : []),
    play('L3_GROUP', 'trad', 'group', last3),
    play('L2_STRAIGHT', 'trad', 'straight', last2),
    play('L2_GROUP', 'trad', 'group', last2),
    play('POS_FIXED', 'trad', 'fixed', all),
    play('POS_BSOE', 'ent', 'bsoe', all),
    play('SUM_BSOE', 'ent', 'sumBsoe', all),
    play('L2_BSOE', 'ent', 'bsoe', last2),
  ];
}

const units = [100, 10, 1];

/**
 * The northern Vietnamese daily draw (xo so mien Bac): 27 prizes of 5, 4, 3 or 2 digits, 107
 * digits in all, drawn at 18:15 in Vietnam (11:15 UTC).
 */
const NORTHERN_PRIZES: [prize: string, count: number, digits: number][] = [
  ['special', 1, 5],
  ['first', 1, 5],
  ['second', 2, 5],
  ['third', 6, 5],
  ['fourth', 4, 4],
  ['fifth', 6, 4],
  ['sixth', 3, 3],
  ['seventh', 4, 2],
];
const northernLines = NORTHERN_PRIZES.flatMap(([prize, count, digits]) =>
  Array.from({ length: count }, () => ({ prize, digits })),
);
/** Each line's positions in the draw's digits. */
const northernPositions = northernLines.reduce<number[][]>((all, line) => {
  const from = all.length ? all.at(-1)!.at(-1)! + 1 : 0;
  return [...all, range(from, from + line.digits)];
}, []);
const lastTwo = (positions: number[]) => positions.slice(-2);
const lastThree = (positions: number[]) => positions.slice(-3);

/**
 * Lo: a two-digit number on the last two digits of every prize (27 lines), or a three-digit one
 * on the last three of every prize that has three (23: the seventh prizes have two); de: the
 * special prize's last two digits, or its last three (3 cang).
 */
const northernPlays = [
  play('LO2', 'trad', 'lines', [], northernPositions.map(lastTwo)),
  play('LO3', 'trad', 'lines', [], northernPositions.filter((p) => p.length >= 3).map(lastThree)),
  play('DE', 'trad', 'lines', [], [lastTwo(northernPositions[0]!)]),
  play('DE3', 'trad', 'lines', [], [lastThree(northernPositions[0]!)]),
];

export const LOTTERY_GAMES: readonly LotteryGameConfig[] = [
  {
    gameId: 'SSC1',
    name: 'Lucky 5 (1 min)',
    catalogueName: 'Lucky 5 (1 min)',
    vendor: 'TCG',
    gameType: 'ELOTT',
    digits: 5,
    drawEverySeconds: 60,
    closeSeconds: 10,
    unitsMinor: units,
    maxMultiplier: 1000,
    maxOrderMinor: 1_000_000,
    plays: playsOf(5),
  },
  {
    gameId: 'SSC5',
    name: 'Lucky 5 (5 min)',
    catalogueName: 'Lucky 5 (5 min)',
    vendor: 'TCG',
    gameType: 'ELOTT',
    digits: 5,
    drawEverySeconds: 300,
    closeSeconds: 30,
    unitsMinor: units,
    maxMultiplier: 1000,
    maxOrderMinor: 1_000_000,
    plays: playsOf(5),
  },
  {
    gameId: 'P3',
    name: 'Fast 3 (3 min)',
    catalogueName: 'Fast 3 (3 min)',
    vendor: 'TCG',
    gameType: 'ELOTT',
    digits: 3,
    drawEverySeconds: 180,
    closeSeconds: 20,
    unitsMinor: units,
    maxMultiplier: 1000,
    maxOrderMinor: 1_000_000,
    plays: playsOf(3),
  },
  {
    gameId: 'VNMB',
    name: 'Mien Bac',
    catalogueName: 'Mien Bac',
    vendor: 'TCG_LOTTO_VN',
    gameType: 'LOTT',
    digits: northernPositions.at(-1)!.at(-1)! + 1,
    drawLines: northernLines,
    drawEverySeconds: 86_400,
    drawOffsetSeconds: 11 * 3600 + 15 * 60,
    closeSeconds: 15 * 60,
    unitsMinor: units,
    maxMultiplier: 1000,
    maxOrderMinor: 1_000_000,
    plays: northernPlays,
  },
];

const byId = new Map(LOTTERY_GAMES.map((g) => [g.gameId, g]));

export const lotteryGame = (gameId: string): LotteryGameConfig | undefined => byId.get(gameId);

/** The game's public description (no plays: /lgw/games/game_menus has them). */
export const publicGame = ({
  plays: _p,
  catalogueName: _c,
  drawOffsetSeconds: _o,
  ...game
}: LotteryGameConfig) => game;

/** The game a catalogue tile of that vendor and name opens, if it is one of ours. */
export const gameForCatalogueTile = (vendor: string, name: string) =>
  LOTTERY_GAMES.find(
    (g) =>
      g.vendor.toLowerCase() === vendor.toLowerCase() &&
      g.catalogueName.toLowerCase() === name.toLowerCase(),
  );
