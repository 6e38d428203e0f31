/**
 * The dictionary's top-level sections that the shell and the first screen use (layout, route
 * titles, home, status screens): a page's first render needs only these, about a fifth of the
 * whole. The rest (forms, errors, account) loads right after. The build splits each language's one
 * JSON file along this list (vite/dictionary-parts.ts); the key-parity test keeps it honest.
 */
export const coreSections = [
  'app',
  'content',
  'games',
  'languages',
  'layout',
  'routes',
  'system',
] as const;

/**
 * Sections only some screens use, each a chunk of its own loaded with the modules that need it
 * (app/route-modules.ts), so that no other screen downloads them: the sign-in forms stay within
 * their 160 KB budget while the wallet's and the agent area's texts grow.
 */
export const areaSections = {
  wallet: ['wallet'],
  agent: ['agent'],
  // The team screens' texts: open account (agent area too) has no use for them.
  agentTeam: ['agentTeam'],
  // The lottery's lobby, game and verify screens (issue 21).
  lottery: ['lottery'],
  // The in-house dice, slot, crash and round verify screens (issue 23): one area, as they are one
  // route module.
  originals: ['originals', 'crash'],
  // Issue 22's texts beyond the first screens: the login pop-ups, the download popup and pages,
  // the free-play entry, the hot matches and home's widgets (home loads them after its first
  // render or when they are near, sign-in forms never).
  extras: ['extras', 'homeWidgets'],
} as const;
export type DictionaryArea = keyof typeof areaSections;
export const dictionaryAreas = Object.keys(areaSections) as DictionaryArea[];

/**
 * Route titles that travel with their area instead of the first-screen part: the titles of the
 * screens whose module loads that area (app/route-modules.ts), which show them only once it is
 * loaded. A title some other screen shows (originalsVerify, in the betting record) stays in the
 * first-screen part. The build moves them (vite/dictionary-parts.ts); the JSON keeps them in
 * `routes.titles`.
 */
export const areaRouteTitles: Partial<Record<DictionaryArea, readonly string[]>> = {
  wallet: ['voucherCenter', 'withdraw', 'gameRecord', 'transactionRecord', 'mine', 'memberHome'],
  agent: [
    'agent',
    'agentRegister',
    'agentTeamOverview',
    'memberTeam',
    'agentTeamPnl',
    'teamBetting',
    'agentRebate',
    'securityCenter',
    'agentDividend',
    'salaryContract',
    'dividendContract',
    'hourContract',
  ],
  lottery: ['lottery', 'lotteryGame'],
  originals: ['crash', 'crashVerify', 'originalsDice', 'originalsSlot'],
  extras: ['trail', 'downloadAndroid', 'downloadIos'],
};
