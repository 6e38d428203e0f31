import type en from '../i18n/locales/en.json';
import {
  formTraits,
  gameCentreTraits,
  generalTraits,
  homeTraits,
  noFooter,
  type LayoutTraits,
  type RouteModule,
} from './route-traits';

/** Every route has a translated title; naming a route after its title key keeps the two in step. */
export type RouteName = keyof typeof en.routes.titles;

type Query = Record<string, string | number | undefined>;

export interface RouteDef<P = void> {
  /** Router pattern (always under /m). */
  path: string;
  href: (params: P) => string;
  module: RouteModule;
  traits: LayoutTraits;
}

const withQuery = (path: string, query?: Query) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
};

const route = (
  path: string,
  traits: LayoutTraits,
  module: RouteModule = 'screen',
): RouteDef<void> => ({
  path,
  href: () => path,
  module,
  traits,
});

const queryRoute = <P extends Query>(
  path: string,
  traits: LayoutTraits,
  module: RouteModule = 'screen',
): RouteDef<P> => ({
  path,
  href: (params: P) => withQuery(path, params),
  module,
  traits,
});

/** A route whose query is optional: `paths.help.href()` or `paths.help.href({ tag })`. */
const optionalQueryRoute = <P extends Query>(
  path: string,
  traits: LayoutTraits,
  module: RouteModule = 'screen',
): RouteDef<P | void> => ({
  path,
  href: (params: P | void) => withQuery(path, params || undefined),
  module,
  traits,
});

/** Spec 2.12: the game-list family shares one screen, filtered by these query values. */
type GameCentreQuery = { vassalage?: string; gameClassify?: string; dataType?: string };
const gameCentre = (path: string) =>
  optionalQueryRoute<GameCentreQuery>(path, gameCentreTraits, 'gameList');
const memberGameCentre = (path: string) =>
  optionalQueryRoute<GameCentreQuery>(path, { ...gameCentreTraits, visitor: 'login' }, 'gameList');

/**
 * Issue 21: our own lottery, opened by /m/launchGame (the launch answers one of these paths). Its
 * prize mode and play type travel in the query, as in the launch URL, from lobby to game.
 */
type LotteryQuery = { prize_mode?: string; playType?: 'trad' | 'ent' };
const lotteryTraits = generalTraits({ visitor: 'login' });

/** The agent area's screens (spec 2.3: no member footer; spec 4: visitors go home). */
const agentTraits = noFooter({ visitor: 'home' });

/**
 * Back rules (spec 2.3), where the spec has two that overlap:
 * - "Back from login, register, trail, notice, activity, forget or message goes to home";
 * - the form-header rule names /m/forget alone: "back goes back one page".
 * The form-header rule is the more specific one (it is about that header on that path), so forget
 * goes back in history. Login, register and changePsw go home by both rules.
 */
export const paths = {
  // Spec 2.2 "Home group" (aliases in homeAliases); unknown paths also render home.
  home: route('/m/home', homeTraits, 'home'),

  // Spec 2.1 game categories. PROMO (/m/activity) is listed there but is the promotions screen.
  liveGames: gameCentre('/m/live-games'),
  slotGames: gameCentre('/m/slot-games'),
  sportGames: route('/m/sport-games', gameCentreTraits, 'gameList'),
  esportGames: route('/m/esport-games', gameCentreTraits, 'gameList'),
  fishingGames: gameCentre('/m/fishing-games'),
  pokerGames: gameCentre('/m/poker-games'),
  lott: route('/m/lott', gameCentreTraits, 'gameList'),
  elott: route('/m/elott', gameCentreTraits, 'gameList'),
  hotGames: gameCentre('/m/hot-games'),
  searchGames: gameCentre('/m/search-games'),
  // Spec 4 and 6: favourites and recent send a visitor to /m/login.
  recentGames: memberGameCentre('/m/recent-games'),
  inHouse: route('/m/inHouse', gameCentreTraits, 'gameList'),
  favGames: memberGameCentre('/m/fav-games'),
  cockfight: route('/m/cockfight', gameCentreTraits, 'gameList'),
  jiliGames: gameCentre('/m/jili-games'),
  rtgGames: gameCentre('/m/rtg-games'),
  jackpots: gameCentre('/m/jackpots'),
  bingo: gameCentre('/m/bingo'),
  slotsCenter: route('/m/slotsCenter', gameCentreTraits, 'gameList'),
  gameCenter: route('/m/gameCenter', gameCentreTraits, 'gameList'),
  activity: optionalQueryRoute<{ id?: number | string }>(
    '/m/activity',
    generalTraits({ back: 'home' }),
    'promotions',
  ),

  // Spec 2.2 auth screens with their own header.
  login: route('/m/login', formTraits('home'), 'login'),
  register: route('/m/register', formTraits('home'), 'register'),
  forget: route('/m/forget', formTraits('history'), 'forget'),
  changePsw: route('/m/changePsw', formTraits('home', { visitor: 'home' }), 'changePassword'),

  // Announcements and messages (spec 2.10).
  message: route('/m/message', generalTraits({ back: 'home' }), 'messages'),
  messageDetail: queryRoute<{ id: number | string }>(
    '/m/messageDetail',
    generalTraits(),
    'messages',
  ),
  notice: route('/m/notice', generalTraits({ back: 'home' }), 'messages'),
  // Spec 2.2: the agent announcement list is always filtered to type A.
  memberNotice: {
    ...route('/m/member/notice', generalTraits(), 'messages'),
    href: () => '/m/member/notice?types=A',
  },
  webEmail: route('/m/webEmail', generalTraits({ visitor: 'login' }), 'messages'),
  // "Activity template" in the footer rule is read as the promotion detail template.
  activityDetail: queryRoute<{ id: number | string }>(
    '/m/activityDetail',
    noFooter(),
    'promotionDetail',
  ),

  customer: route('/m/customer', generalTraits(), 'support'),
  help: optionalQueryRoute<{ tag?: string; p?: number; c?: number }>('/m/help', noFooter(), 'help'),
  service: route('/m/service', noFooter(), 'support'),
  // Feedback is stored with the member's account: a visitor signs in first.
  feedback: route('/m/feedback', noFooter({ visitor: 'login' }), 'support'),
  joinUs: route('/m/joinUs', noFooter(), 'support'),
  sponsorDetail: route('/m/sponsor/detail', noFooter(), 'support'),
  mine: route('/m/mine', generalTraits({ visitor: 'login' }), 'memberCentre'),
  set: route('/m/set', noFooter({ visitor: 'home' }), 'settings'),
  // Spec 2.4: a right-hand panel with its own close control, drawn by the sidebar module.
  sidebar: route('/m/sidebar', noFooter({ header: 'none' }), 'sidebar'),
  userAgreement: route('/m/useragreement', generalTraits(), 'support'),
  // The free-play entry (spec 1 and 6: a visitor can use free play).
  trail: route('/m/trail', generalTraits({ back: 'home' }), 'extras'),
  // Spec 2.2 "download pages (Android, iOS)": the paths are ours (neither spec nor API notes
  // name them).
  downloadAndroid: route('/m/download/android', generalTraits(), 'extras'),
  downloadIos: route('/m/download/ios', generalTraits(), 'extras'),

  // Wallet and member: spec 6 sends a visitor to /m/login from these.
  voucherCenter: route('/m/voucherCenter', generalTraits({ visitor: 'login' }), 'deposit'),
  withdraw: route('/m/withdraw', generalTraits({ visitor: 'login' }), 'withdraw'),
  memberHome: route('/m/member/home', generalTraits({ visitor: 'login' }), 'memberCentre'),
  gameRecord: route('/m/gameRecord', generalTraits({ visitor: 'login' }), 'gameRecord'),
  gameList: queryRoute<{ gameType: string; vassalage: string }>(
    '/m/gameList',
    generalTraits(),
    'gameList',
  ),
  launchGame: optionalQueryRoute<{
    playType?: 'trad' | 'ent';
    prize_mode?: string;
    code?: string;
    pageBack?: 'home';
    /** Not in the spec's list: the lottery launch call needs the vendor (features/games). */
    vendor?: string;
  }>('/m/launchGame', generalTraits({ visitor: 'login' }), 'lotteryLaunch'),
  lottery: optionalQueryRoute<LotteryQuery>('/m/lottery', lotteryTraits, 'lottery'),
  // Before lotteryGame: the first entry whose pattern matches names the route (match-route.ts).
  lotteryVerify: queryRoute<{ gameId: string; issueNo: string }>(
    '/m/lottery/verify',
    lotteryTraits,
    'lottery',
  ),
  // The game screen draws its own header (game name, balance) and its bet slip where the footer is.
  lotteryGame: {
    path: '/m/lottery/:gameId',
    href: ({ gameId, ...query }: LotteryQuery & { gameId: string }) =>
      withQuery(`/m/lottery/${encodeURIComponent(gameId)}`, query),
    module: 'lottery',
    traits: noFooter({ visitor: 'login', header: 'none' }),
  },

  // Issue 23: the crash game (the catalogue's in-house `crash` launches here) and a round's
  // verification (the in-house verify page forwards ?game=crash&round=<n> to it).
  crash: route('/m/inHouse/crash', noFooter({ visitor: 'login' }), 'originals'),
  crashVerify: {
    path: '/m/inHouse/crash/verify/:round',
    href: ({ round }: { round: string }) => `/m/inHouse/crash/verify/${encodeURIComponent(round)}`,
    module: 'originals',
    traits: generalTraits(),
  },

  // Issue 23: the in-house dice and slot (the catalogue's `dice` and `slot5x3` launch here) and
  // a round's verification (?game=dice|slot5x3|crash&round=<ref>; crash goes to its own page).
  originalsDice: route('/m/inHouse/dice', noFooter({ visitor: 'login' }), 'originals'),
  originalsSlot: route('/m/inHouse/slot', noFooter({ visitor: 'login' }), 'originals'),
  originalsVerify: optionalQueryRoute<{ game?: string; round?: string }>(
    '/m/inHouse/verify',
    noFooter(),
    'originals',
  ),

  // Agent area (spec 2.2, 2.14). The footer rule names "agent": the whole agent area has its own
  // footer (spec 2.14), so the member footer is hidden on every agent page.
  // Spec 4: without a session (or as a player, trial or type 40) the agent area sends to home.
  agent: route('/m/agent', agentTraits, 'agent'),
  agentRegister: route('/m/agentRegister', agentTraits, 'agentRegister'),
  agentTeamOverview: route('/m/agent/team/overview', agentTraits, 'agent'),
  // Spec 2.2 lists it with the agent pages (?types=A); issue 9 makes it every member's record of
  // deposits, withdrawals, bonuses and adjustments, so it needs a session.
  transactionRecord: {
    ...route('/m/transaction/record', noFooter({ visitor: 'login' }), 'transactionRecord'),
    href: () => '/m/transaction/record?types=A',
  },
  memberTeam: route('/m/member/team', agentTraits, 'agent'),
  agentTeamPnl: route('/m/agent/team/pnl', agentTraits, 'agent'),
  teamBetting: route('/m/teamBetting', agentTraits, 'agent'),
  agentRebate: route('/m/member/agent/agentRebeat', agentTraits, 'agent'),
  // ?memberId=: the rates of a member of the agent's direct downline (team management links it).
  teamRebate: optionalQueryRoute<{ memberId?: string }>(
    '/m/member/teamRebate',
    agentTraits,
    'agent',
  ),
  securityCenter: route('/m/securityCenter', agentTraits, 'agent'),
  agentDividend: route('/m/member/agent/agentDivident', agentTraits, 'agent'),
  salaryContract: route('/m/member/agent/getSalaryContract', agentTraits, 'agent'),
  dividendContract: route('/m/member/agent/getDevidendContract', agentTraits, 'agent'),
  hourContract: route('/m/member/agent/getHourContract', agentTraits, 'agent'),
} satisfies Record<RouteName, RouteDef<never>>;

/** Spec 2.2 "Home group": these render home and keep their URL. */
export const homeAliases = ['/', '/m', '/m/', '/m/index', '/m/index.html'] as const;
