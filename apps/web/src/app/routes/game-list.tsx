import { useLocation } from 'react-router';
import { GameCentreScreen } from '@/features/games/components/game-centre-screen';
import { VendorGamesScreen } from '@/features/games/components/vendor-games-screen';
import { screenConfigs } from '@/features/games/lib/screens';
import { findRoute } from '@/shared/config/match-route';

/**
 * The one screen of the game-list family (spec 2.1: search, favourites, hot, recent, live, pvp,
 * rng, fish, jl, rtg, bingo, jackpot), the category centres (sports, lottery, cockfight, ...) and
 * the vendor game list /m/gameList. The path says which.
 */
export function GameListRoute() {
  const name = findRoute(useLocation().pathname);
  if (name === 'gameList') return <VendorGamesScreen />;
  const config = screenConfigs[name];
  // Keyed by path: another category starts with fresh list state (spec 4 "switching tab").
  return config ? <GameCentreScreen key={name} config={config} /> : null;
}
