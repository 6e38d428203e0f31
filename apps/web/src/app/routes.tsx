import type { LazyRouteFunction, RouteObject } from 'react-router';
import { Splash } from '@/features/system/components/splash';
import { homeAliases, paths } from '@/shared/config/paths';
import type { RouteModule } from '@/shared/config/route-traits';
import { RouteError } from './route-error';
import { Root } from './root';

/**
 * One lazily loaded module per kind of screen, so /m/home fetches only the home module. Screens that
 * later issues build share the empty `screen` module until they get their own.
 */
const modules: Record<RouteModule, LazyRouteFunction<RouteObject>> = {
  home: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
  gameList: () => import('./routes/game-list').then((m) => ({ Component: m.GameListRoute })),
  sidebar: () => import('./routes/sidebar').then((m) => ({ Component: m.SidebarRoute })),
  screen: () => import('./routes/screen').then((m) => ({ Component: m.ScreenRoute })),
  login: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
  register: () => import('./routes/register').then((m) => ({ Component: m.RegisterRoute })),
  forget: () => import('./routes/forget').then((m) => ({ Component: m.ForgetRoute })),
  changePassword: () =>
    import('./routes/change-password').then((m) => ({ Component: m.ChangePasswordRoute })),
  settings: () => import('./routes/settings').then((m) => ({ Component: m.SettingsRoute })),
  agreement: () => import('./routes/agreement').then((m) => ({ Component: m.AgreementRoute })),
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Root,
    HydrateFallback: Splash,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: modules.home },
      ...homeAliases.filter((p) => p !== '/').map((path) => ({ path, lazy: modules.home })),
      ...Object.values(paths).map((def) => ({ path: def.path, lazy: modules[def.module] })),
      // Spec 2.2: unknown paths fall back to home, keeping their URL.
      { path: '*', lazy: modules.home },
    ],
  },
];
