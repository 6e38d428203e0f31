import type { TFunction } from 'i18next';
import type en from '@/shared/i18n/locales/en.json';

type TabKey = keyof typeof en.games.tabs;
type HomeTabKey = keyof typeof en.games.home.tabs;

const has = <K extends string>(o: Record<K, string>, k: string): k is K =>
  Object.prototype.hasOwnProperty.call(o, k);

/**
 * A category's name: the game screens' tab names, plus the two tabs only the home entrance has
 * (PROMO, AFFILIATE). A category the dictionary does not know yet shows its code.
 */
export function categoryLabel(t: TFunction, category: string): string {
  const tabs = t('games.tabs', { returnObjects: true }) as Record<TabKey, string>;
  if (has(tabs, category)) return tabs[category];
  const home = t('games.home.tabs', { returnObjects: true }) as Record<HomeTabKey, string>;
  if (has(home, category)) return home[category];
  return category;
}
