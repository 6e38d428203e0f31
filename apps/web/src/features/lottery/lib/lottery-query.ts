import type { LotteryPlayType, LotteryPrizeMode } from '@app/contract';

/** The contract's prize modes and play types, listed here so no screen loads the schemas. */
const prizeModes: readonly LotteryPrizeMode[] = ['Lott', 'ZY', 'Elott'];

export interface LotteryQuery {
  prizeMode: LotteryPrizeMode;
  playType: LotteryPlayType;
}

/** `prize_mode` and `playType` of the launch URL (spec 9: Elott and Tradition by default). */
export function readLotteryQuery(params: URLSearchParams): LotteryQuery {
  const prize = params.get('prize_mode');
  return {
    prizeMode: prizeModes.includes(prize as LotteryPrizeMode)
      ? (prize as LotteryPrizeMode)
      : 'Elott',
    playType: params.get('playType') === 'ent' ? 'ent' : 'trad',
  };
}

/** The same choice as the query of a lottery path (paths.lottery, paths.lotteryGame). */
export const lotteryHrefQuery = (q: LotteryQuery) => ({
  prize_mode: q.prizeMode,
  playType: q.playType,
});
