import type { TFunction } from 'i18next';
import type en from '@/shared/i18n/locales/en.json';

type TabKey = keyof typeof en.games.tabs;
type HomeTabKey = keyof typeof en.games.home.tabs;

/** Category codes are words; anything else is no dictionary key and shows as sent. */
const CATEGORY_CODE = /^\w+$/;

/**
 * A category's name: the game screens' tab names, plus the two tabs only the home entrance has
 * (PROMO, AFFILIATE). A category the dictionary does not know yet shows its code. One lookup with
 * fallback keys: reading the tab names as objects (`returnObjects`) translated every name of both
 * lists on each call, which was a fifth of i18next's time on home's first load (issue 22).
 */
export function categoryLabel(t: TFunction, category: string): string {
  if (!CATEGORY_CODE.test(category)) return category;
  return t([`games.tabs.${category as TabKey}`, `games.home.tabs.${category as HomeTabKey}`], {
    defaultValue: category,
  });
}
