import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { ShellIcon } from '@/shared/ui/shell-icon';
import { menuEntries } from './home-categories';
import { useHomeGamesStore } from './home-games-store';
import styles from './home-games.module.css';

/**
 * Spec 2.5 game menu: a vertical list of categories. PROMO goes to /m/activity; any other entry
 * selects that category in the game entrance and brings the entrance's top into view.
 */
export function GameMenu({ onSelect }: { onSelect: () => void }) {
  const { t } = useTranslation();
  const selected = useHomeGamesStore((s) => s.category);
  const selectCategory = useHomeGamesStore((s) => s.selectCategory);

  return (
    <nav className={styles.menu} aria-label={t('games.home.menu')}>
      <ul className={styles.menuList}>
        {menuEntries.map((e) => {
          const content = (
            <>
              <ShellIcon name={e.icon} className={styles.menuIcon} />
              <span>{t(`layout.bottomNav.${e.label}`)}</span>
            </>
          );
          return (
            <li key={e.category}>
              {e.category === 'PROMO' ? (
                <Link to={paths.activity.href()} className={styles.menuItem}>
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.menuItem}
                  aria-pressed={selected === e.category}
                  onClick={() => {
                    selectCategory(e.category);
                    onSelect();
                  }}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
