import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteModule } from '@/shared/config/route-traits';
import type { DictionaryArea } from '@/shared/i18n/dictionary-parts';
import { loadDictionary, type DictionaryPart } from '@/shared/i18n/i18n';
import { getLanguage } from '@/shared/stores/preferences-store';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * One lazily loaded module per kind of screen, so /m/home fetches only the home module. Screens that
 * later issues build share the empty `screen` module until they get their own.
 */
const loaders: Record<RouteModule, Loader> = {
  home: () => import('./routes/home').then((m) => ({ default: m.HomeRoute })),
  gameList: () => import('./routes/game-list').then((m) => ({ default: m.GameListRoute })),
  lotteryLaunch: () =>
    import('./routes/lottery-launch').then((m) => ({ default: m.LotteryLaunchRoute })),
  sidebar: () => import('./routes/sidebar').then((m) => ({ default: m.SidebarRoute })),
  screen: () => import('./routes/screen').then((m) => ({ default: m.ScreenRoute })),
  login: () => import('./routes/login').then((m) => ({ default: m.LoginRoute })),
  register: () => import('./routes/register').then((m) => ({ default: m.RegisterRoute })),
  forget: () => import('./routes/forget').then((m) => ({ default: m.ForgetRoute })),
  changePassword: () =>
    import('./routes/change-password').then((m) => ({ default: m.ChangePasswordRoute })),
  settings: () => import('./routes/settings').then((m) => ({ default: m.SettingsRoute })),
  support: () => import('./routes/support').then((m) => ({ default: m.SupportRoute })),
  deposit: () => import('./routes/deposit').then((m) => ({ default: m.DepositRoute })),
  withdraw: () => import('./routes/withdraw').then((m) => ({ default: m.WithdrawRoute })),
  gameRecord: () => import('./routes/game-record').then((m) => ({ default: m.GameRecordRoute })),
  transactionRecord: () =>
    import('./routes/transaction-record').then((m) => ({ default: m.TransactionRecordRoute })),
  memberCentre: () =>
    import('./routes/member-centre').then((m) => ({ default: m.MemberCentreRoute })),
  messages: () => import('./routes/messages').then((m) => ({ default: m.MessagesRoute })),
  promotions: () => import('./routes/promotions').then((m) => ({ default: m.PromotionsRoute })),
  promotionDetail: () =>
    import('./routes/promotion-detail').then((m) => ({ default: m.PromotionDetailRoute })),
  help: () => import('./routes/help').then((m) => ({ default: m.HelpRoute })),
  agent: () => import('./routes/agent').then((m) => ({ default: m.AgentRoute })),
  agentRegister: () =>
    import('./routes/agent-register').then((m) => ({ default: m.AgentRegisterRoute })),
};

/**
 * Screens whose texts are all in the dictionary's first-screen part (the shell's). Every other
 * screen (forms, account) waits for the whole dictionary along with its code.
 */
const firstScreenModules: readonly RouteModule[] = ['home', 'gameList', 'screen'];
/** The texts a screen waits for: the first screen's, or the whole dictionary. */
export const dictionaryPartOf = (module: RouteModule): DictionaryPart =>
  firstScreenModules.includes(module) ? 'core' : 'full';

/** The dictionary areas (shared/i18n/dictionary-parts.ts) a module's screens use besides. */
const moduleAreas: Partial<Record<RouteModule, readonly DictionaryArea[]>> = {
  deposit: ['wallet'],
  withdraw: ['wallet'],
  gameRecord: ['wallet'],
  transactionRecord: ['wallet'],
  memberCentre: ['wallet'],
  agent: ['wallet', 'agent', 'agentTeam'],
  agentRegister: ['agent'],
};
export const dictionaryAreasOf = (module: RouteModule) => moduleAreas[module] ?? [];

const loadScreen = async (module: RouteModule) => {
  const part = dictionaryPartOf(module);
  const [screen] = await Promise.all([
    loaders[module](),
    part === 'core'
      ? undefined
      : dictionaryAreasOf(module).length
        ? import('@/shared/i18n/area-dictionaries').then((d) =>
            d.loadWithAreas(getLanguage(), part, dictionaryAreasOf(module)),
          )
        : loadDictionary(getLanguage(), part),
  ]);
  return screen;
};

/** A module's screen component, resolved synchronously once `preloadRouteModule` has finished. */
const loaded = new Map<RouteModule, ComponentType>();

const routeScreens = Object.fromEntries(
  Object.keys(loaders).map((name) => [
    name,
    lazy(async () => {
      const module = await loadScreen(name as RouteModule);
      loaded.set(name as RouteModule, module.default);
      return module;
    }),
  ]),
) as Record<RouteModule, LazyExoticComponent<ComponentType>>;

/**
 * Loads a route's module ahead of the first render. The pre-rendered page is hydrated only after
 * its own screen's code is here, so hydration never meets a suspended screen and finishes in one
 * pass (no fallback flashing over the server's markup).
 */
export async function preloadRouteModule(module: RouteModule): Promise<void> {
  if (!loaded.has(module)) loaded.set(module, (await loadScreen(module)).default);
}

/** The screen when its module is already loaded (no Suspense round), else the lazy component. */
export const screenFor = (module: RouteModule): ComponentType =>
  loaded.get(module) ?? routeScreens[module];
