import { useSearchParams } from 'react-router';
import { useGameVendors } from '../api/get-game-vendors';
import { useGameFilters } from '../hooks/use-game-filters';
import { isLottery } from '../lib/categories';
import { FilterBar } from './filter-bar';
import { GameList } from './game-list';
import { LiveList } from './live-list';
import { VendorList } from './vendor-list';

/**
 * /m/gameList?gameType=&vassalage= (spec 2.12 game-vendor screen): LIVE shows the live list; with
 * a vendor, that vendor's games of the type; without one, the type's vendor cards.
 */
export function VendorGamesScreen() {
  const [params] = useSearchParams();
  const gameType = params.get('gameType') ?? '';
  const vassalage = params.get('vassalage') ?? '';
  if (gameType === 'LIVE') return <LiveList vassalage={vassalage || undefined} />;
  if (!vassalage) return <VendorList category={gameType} />;
  return <VendorGames gameType={gameType} />;
}

function VendorGames({ gameType }: { gameType: string }) {
  const state = useGameFilters({});
  const { data } = useGameVendors();
  const { filters } = state;
  const vendor = data?.vendors[gameType]?.find((v) => v.vassalage === filters.vassalage);
  return (
    <>
      <FilterBar
        state={state}
        vendors={vendor ? [vendor] : []}
        showProvider={false}
        showClassify
        showSearch={!isLottery(gameType)}
        showBetLine={gameType === 'RNG'}
      />
      <GameList
        mode="pages"
        gameType={gameType || undefined}
        vassalage={filters.vassalage}
        gameClassify={filters.gameClassify}
        dataType={filters.dataType}
        gameName={filters.gameName}
        minBet={filters.minBet}
        minLine={filters.minLine}
      />
    </>
  );
}
