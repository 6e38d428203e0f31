import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteModule } from '@/shared/config/route-traits';
import type { DictionaryArea } from '@/shared/i18n/dictionary-parts';
import { loadDictionary, type DictionaryPart } from '@/shared/i18n/i18n';
import { getLanguage } from '@/shared/stores/preferences-store';

/** A route module's screen: `<Module>Route` (home: HomeRoute, gameList: GameListRoute). */
type RouteExports = { [M in RouteModule]: Record<`${Capitalize<M>}Route`, ComponentType> };
const exportOf = (module: RouteModule) => `${module[0]!.toUpperCase()}${module.slice(1)}Route`;

/**
 * One lazily loaded module per kind of screen, so /m/home fetches only the home module. Screens that
 * later issues build share the empty `screen` module until they get their own. The loaders are
 * bare imports and each screen is found by its name (exportOf), checked by the type above: this
 * table is in every first screen's JavaScript, and naming each export here cost it ~0.15 KB.
 */
const loaders: { [M in RouteModule]: () => Promise<RouteExports[M]> } = {
  home: () => import('./routes/home'),
  gameList: () => import('./routes/game-list'),
  lotteryLaunch: () => import('./routes/lottery-launch'),
  lottery: () => import('./routes/lottery'),
  originals: () => import('./routes/originals'),
  sidebar: () => import('./routes/sidebar'),
  screen: () => import('./routes/screen'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  forget: () => import('./routes/forget'),
  changePassword: () => import('./routes/change-password'),
  settings: () => import('./routes/settings'),
  support: () => import('./routes/support'),
  deposit: () => import('./routes/deposit'),
  withdraw: () => import('./routes/withdraw'),
  gameRecord: () => import('./routes/game-record'),
  transactionRecord: () => import('./routes/transaction-record'),
  memberCentre: () => import('./routes/member-centre'),
  messages: () => import('./routes/messages'),
  promotions: () => import('./routes/promotions'),
  promotionDetail: () => import('./routes/promotion-detail'),
  help: () => import('./routes/help'),
  agent: () => import('./routes/agent'),
  agentRegister: () => import('./routes/agent-register'),
  extras: () => import('./routes/extras'),
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
  lottery: ['lottery'],
  originals: ['originals'],
  extras: ['extras'],
};
export const dictionaryAreasOf = (module: RouteModule) => moduleAreas[module] ?? [];

const loadScreen = async (module: RouteModule) => {
  const part = dictionaryPartOf(module);
  const [exports] = await Promise.all([
    loaders[module]() as Promise<Record<string, ComponentType>>,
    part === 'core'
      ? undefined
      : dictionaryAreasOf(module).length
        ? import('@/shared/i18n/area-dictionaries').then((d) =>
            d.loadWithAreas(getLanguage(), part, dictionaryAreasOf(module)),
          )
        : loadDictionary(getLanguage(), part),
  ]);
  return { default: exports[exportOf(module)]! };
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
