// The home's second chunk (home-games.tsx loads it after the first render): the game entrance
// with the game lists, vendor strip and provider popup it brings along, the live preview, and the
// hot-match view (opened by a tap, which comes later).
export { GameEntrance } from './game-entrance';
export { LivePreview } from './live-preview';
export { HotMatchSheet } from './hot-match-sheet';
