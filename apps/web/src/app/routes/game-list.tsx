/**
 * The one screen of the game-list family (spec 2.1: search, favourites, hot, recent, live, pvp, rng,
 * fish, jl, rtg, bingo, jackpot). Its content comes with the games issue; the layout already draws
 * the header, bottom navigation and the named `<main>` region.
 */
export function GameListRoute() {
  return null;
}
