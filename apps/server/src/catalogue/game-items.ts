import type { GameItem } from '@app/contract';

/**
 * The columns every game list selects (catalogue, hot, favourites, recent), as `g.` of `games g`,
 * so that one mapper turns any of them into the contract's game item.
 */
export const GAME_ITEM_COLUMNS = `g.node_id, g.game_id, g.vassalage, g.name, g.game_type,
  g.game_classify, g.game_classify_new, g.is_new, g.min_bet::text AS min_bet, g.min_line,
  g.freeplay, g.support_play, g.is_game_h5, g.icon`;

export interface GameItemRow {
  node_id: number | string;
  game_id: string;
  vassalage: string;
  name: string;
  game_type: string;
  game_classify: string | null;
  game_classify_new: string | null;
  is_new: boolean;
  min_bet: string;
  min_line: number;
  freeplay: number;
  support_play: string;
  is_game_h5: string | null;
  icon: string;
}

/** Spec 4: "a lottoMode containing Entertainment uses playType ent"; ELOTT games are those. */
const lottoModeOf = (gameType: string) =>
  gameType === 'ELOTT' ? 'Entertainment' : gameType === 'LOTT' ? 'Tradition' : null;

/** A row as the contract's game item. Icons become paths under the image CDN (no leading /). */
export function toGameItem(row: GameItemRow): GameItem {
  const icon = row.icon.replace(/^\/+/, '');
  return {
    nodeId: Number(row.node_id),
    nodeName: row.name,
    gameName: row.name,
    displayName: row.name,
    gameId: row.game_id,
    gameType: row.game_type,
    vassalage: row.vassalage,
    gameClassify: row.game_classify,
    gameClassifyNew: row.game_classify_new,
    roomId: null,
    supportPlay: row.support_play,
    isGameH5: row.is_game_h5,
    freeplay: row.freeplay === 1 ? 1 : 0,
    isNew: row.is_new,
    minBet: Number(row.min_bet),
    minLine: row.min_line,
    lottoMode: lottoModeOf(row.game_type),
    mobileLargeIcon: icon,
    mobileSmallIcon: icon,
    iconUrl: icon,
    imgUrl: icon,
    showIcon: null,
  };
}
