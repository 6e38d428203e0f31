import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type RouteName } from '@/shared/config/paths';
import { ShellIcon, type ShellIconName } from '@/shared/ui/shell-icon';
import { useCurrentRoute } from './use-current-route';
import styles from './bottom-nav.module.css';

/** Spec 2.3 bottom navigation, in the spec's order; CS is the customer-service page. */
const entries = [
  { key: 'home', route: 'home', icon: 'home' },
  { key: 'cs', route: 'service', icon: 'service' },
  { key: 'hot', route: 'hotGames', icon: 'hot' },
  { key: 'recent', route: 'recentGames', icon: 'recent' },
  { key: 'fav', route: 'favGames', icon: 'fav' },
  { key: 'promo', route: 'activity', icon: 'promo' },
  { key: 'fish', route: 'fishingGames', icon: 'fish' },
  { key: 'rng', route: 'slotGames', icon: 'rng' },
  { key: 'live', route: 'liveGames', icon: 'live' },
  { key: 'pvp', route: 'pokerGames', icon: 'pvp' },
  { key: 'sports', route: 'sportGames', icon: 'sports' },
  { key: 'esports', route: 'esportGames', icon: 'esports' },
  { key: 'cockfight', route: 'cockfight', icon: 'cockfight' },
  { key: 'lott', route: 'lott', icon: 'lott' },
  { key: 'elott', route: 'elott', icon: 'elott' },
] as const satisfies readonly { key: string; route: RouteName; icon: ShellIconName }[];

export function BottomNav() {
  const { t } = useTranslation();
  const { current, onTap } = useCurrentRoute();
  const list = useRef<HTMLUListElement>(null);

  // Most entries are off-screen on a phone: bring the current category into view.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const bar = list.current;
    if (active && bar)
      bar.scrollLeft = active.offsetLeft - (bar.clientWidth - active.offsetWidth) / 2;
  }, [current]);

  return (
    <nav className={styles.bar} aria-label={t('layout.bottomNav.label')}>
      <ul className={styles.list} ref={list}>
        {entries.map((e) => (
          <li key={e.key}>
            <Link
              to={paths[e.route].href()}
              onClick={onTap(e.route)}
              className={styles.item}
              aria-current={current === e.route ? 'page' : undefined}
            >
              <ShellIcon name={e.icon} className={styles.icon} />
              <span>{t(`layout.bottomNav.${e.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
