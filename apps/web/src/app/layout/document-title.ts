import type { TFunction } from 'i18next';
import type { RouteName } from '@/shared/config/paths';

/** "<route title> | <app name>": the tab title, set by the layout and written by the renderer. */
export const documentTitle = (t: TFunction, name: RouteName) =>
  `${t(`routes.titles.${name}`)} | ${t('app.name')}`;
