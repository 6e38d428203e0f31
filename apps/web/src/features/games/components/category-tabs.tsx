import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useGameVendors } from '../api/get-game-vendors';
import { categoryHref } from '../lib/categories';
import styles from './category-tabs.module.css';

/**
 * Spec 2.12: hot, favourites, then the categories in the vendor mapping's order. Each tab is the
 * category's own path, so switching tab resets the data type and vendor (spec 4) by leaving the
 * query behind. Favourites send a visitor to /m/login (its route's visitor rule).
 */
export function CategoryTabs({ current }: { current: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useGameVendors();
  const bar = useRef<HTMLUListElement>(null);
  const sorted = (data?.sorting ?? [])
    .map((s) => s.gameCategory)
    .filter((c) => categoryHref(c) && i18n.exists(`games.tabs.${c}`));
  const tabs = [
    { key: 'HOT', href: paths.hotGames.href() },
    { key: 'FAV', href: paths.favGames.href() },
    ...sorted.map((c) => ({ key: c, href: categoryHref(c) ?? '' })),
  ];

  // Bring the current tab into view (centred) once the list is known, if it is out of sight.
  useEffect(() => {
    const list = bar.current;
    const el = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !list) return;
    const visible =
      el.offsetLeft >= list.scrollLeft &&
      el.offsetLeft + el.offsetWidth <= list.scrollLeft + list.clientWidth;
    if (!visible) list.scrollLeft = el.offsetLeft - (list.clientWidth - el.offsetWidth) / 2;
  }, [current, sorted.length]);

  return (
    <nav aria-label={t('games.tabs.label')} className={styles.nav}>
      <ul ref={bar} className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              className={styles.tab}
              aria-current={tab.key === current ? 'page' : undefined}
            >
              {t(`games.tabs.${tab.key}` as 'games.tabs.HOT')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
