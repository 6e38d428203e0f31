/**
 * Layout traits of a screen (spec 2.3). The layout shell reads them from the routes table, so a
 * screen never decides on its own whether it shows a footer or where its back arrow goes.
 */
export interface LayoutTraits {
  /** 'home': logo, sign-in buttons, menu; 'form': the auth screens' own header; 'none': the screen draws its own. */
  header: 'home' | 'form' | 'general' | 'none';
  /** Where the back arrow leads: straight home, or one step back in history. */
  back: 'home' | 'history';
  banner: boolean;
  bottomNav: boolean;
  footer: boolean;
  /**
   * Where a visitor without a session is sent instead (spec 6: member pages go to /m/login; spec
   * 2.9: change password and settings go home). Absent: open to everyone.
   */
  visitor?: 'login' | 'home';
}

/** The module that renders a route; the router maps each to a lazily loaded file. */
export type RouteModule =
  | 'home'
  | 'gameList'
  | 'lotteryLaunch'
  | 'lottery'
  | 'originals'
  | 'sidebar'
  | 'screen'
  | 'login'
  | 'register'
  | 'forget'
  | 'changePassword'
  | 'settings'
  | 'support'
  | 'deposit'
  | 'withdraw'
  | 'gameRecord'
  | 'transactionRecord'
  | 'memberCentre'
  | 'messages'
  | 'promotions'
  | 'promotionDetail'
  | 'help'
  | 'agent'
  | 'agentRegister'
  | 'extras';

export const homeTraits: LayoutTraits = {
  header: 'home',
  back: 'home',
  banner: true,
  bottomNav: true,
  footer: true,
};

/** Spec 2.3: "Home and game-centre paths show a bottom navigation bar". */
export const gameCentreTraits: LayoutTraits = {
  header: 'general',
  back: 'history',
  banner: false,
  bottomNav: true,
  footer: true,
};

export const generalTraits = (overrides: Partial<LayoutTraits> = {}): LayoutTraits => ({
  header: 'general',
  back: 'history',
  banner: false,
  bottomNav: false,
  footer: true,
  ...overrides,
});

/** Spec 2.3: login, register, forget and changePsw draw their own header and hide the footer. */
export const formTraits = (
  back: LayoutTraits['back'],
  overrides: Partial<LayoutTraits> = {},
): LayoutTraits => ({
  header: 'form',
  back,
  banner: false,
  bottomNav: false,
  footer: false,
  ...overrides,
});

/** Footer hidden (spec 2.3 list) but the general header kept. */
export const noFooter = (overrides: Partial<LayoutTraits> = {}) =>
  generalTraits({ footer: false, ...overrides });
