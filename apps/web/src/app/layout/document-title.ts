import type { TFunction } from 'i18next';
import type { RouteName } from '@/shared/config/paths';

/** The route's own title: the main landmark's name and the first half of the tab title. */
export const routeTitle = (t: TFunction, name: RouteName) => t(`routes.titles.${name}`);

/** "<route title> | <app name>": the tab title, set by the layout and written by the renderer. */
export const documentTitle = (t: TFunction, title: string) => `${title} | ${t('app.name')}`;
