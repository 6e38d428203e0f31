import type { GameItem } from '@app/contract';
import type { LaunchGameQuery } from '../api/launch-game';
import type { LaunchLotteryQuery } from '../api/launch-lottery';

/** The fields of a game item that decide what a tap does (spec 3 "Game launch fields"). */
export type LaunchItem = Pick<
  GameItem,
  'gameType' | 'vassalage' | 'gameId' | 'nodeId' | 'supportPlay' | 'isGameH5' | 'freeplay'
> &
  Partial<Pick<GameItem, 'lottoMode' | 'roomId'>>;

export type LaunchPlan =
  | { kind: 'login' }
  /** Open a lottery lobby straight away (TCG_LOTTO_VN, TCG_SEA). */
  | { kind: 'lottery'; query: LaunchLotteryQuery }
  /** The lottery launch page /m/launchGame (LOTT, ELOTT). */
  | { kind: 'lotteryPage'; query: LotteryPageQuery }
  /** The vendor's game list /m/gameList (vendor lists, FISH, PVP). */
  | { kind: 'vendorList'; gameType: string; vassalage: string }
  | { kind: 'game'; query: LaunchGameQuery };

export interface LotteryPageQuery {
  playType: 'trad' | 'ent';
  prize_mode: string;
  code: string;
  pageBack: 'home';
  /** Not in the spec's query list: the lottery launch needs a vendor, so the page carries it. */
  vendor: string;
}

export interface LaunchContext {
  signedIn: boolean;
  /** A free-play (trial) session: it can only play for free, so it always asks for free play. */
  trial: boolean;
  /** The player picked free play for this launch. */
  freePlay?: boolean;
  /**
   * The vendor whose game list (/m/gameList) the tap comes from. Spec 4 sends FISH and PVP games
   * to their vendor's list; from that very list, a tap plays the game (else it would loop).
   */
  vendorList?: string | undefined;
}

/** Spec 4: TCG_SEA launches with prize mode SEA; the other direct vendor takes the default. */
const directLotteryVendors: Record<string, LaunchLotteryQuery['prizeMode']> = {
  TCG_LOTTO_VN: 'Elott',
  TCG_SEA: 'SEA',
};

/** Spec 9 prize modes: traditional lottery Lott, e-lottery Elott (the default). */
const prizeModeOf = (gameType: string) => (gameType === 'LOTT' ? 'Lott' : 'Elott');

/** Spec 4 "A lottoMode containing Entertainment uses playType ent." */
const playTypeOf = (item: LaunchItem) =>
  item.lottoMode?.includes('Entertainment') ? ('ent' as const) : ('trad' as const);

/** Spec 4 "Game launch", in the spec's order: the first rule that matches decides. */
export function launchPlan(item: LaunchItem, ctx: LaunchContext): LaunchPlan {
  if (!ctx.signedIn) return { kind: 'login' };
  const prizeMode = directLotteryVendors[item.vassalage];
  if (prizeMode)
    return {
      kind: 'lottery',
      query: { vendor: item.vassalage, gameCode: 'lobby', prizeMode, playType: playTypeOf(item) },
    };
  if (item.gameType === 'LOTT' || item.gameType === 'ELOTT')
    return {
      kind: 'lotteryPage',
      query: {
        playType: playTypeOf(item),
        prize_mode: prizeModeOf(item.gameType),
        code: item.isGameH5 === 'VASSALAGE' || !item.gameId ? 'lobby' : item.gameId,
        pageBack: 'home',
        vendor: item.vassalage,
      },
    };
  const listed = item.gameType === 'FISH' || item.gameType === 'PVP';
  if (item.isGameH5 === 'VASSALAGE' || (listed && ctx.vendorList !== item.vassalage))
    return { kind: 'vendorList', gameType: item.gameType, vassalage: item.vassalage };
  const free = item.freeplay === 1 && (ctx.trial || ctx.freePlay === true);
  return {
    kind: 'game',
    query: {
      gameCategory: item.gameType,
      vendor: item.vassalage,
      gameId: item.gameId,
      nodeId: String(item.nodeId),
      supportPlay: item.supportPlay,
      ...(free ? { freeplay: '1' as const } : {}),
    },
  };
}
