import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type RouteName } from '@/shared/config/paths';
import { ShellIcon, type ShellIconName } from '@/shared/ui/shell-icon';
import { useCurrentRoute } from './use-current-route';
import styles from './footer-menu.module.css';

const entries = [
  { route: 'activity', label: 'promotion', icon: 'promo' },
  { route: 'customer', label: 'contact', icon: 'contact' },
  { route: 'home', label: 'home', icon: 'home' },
  { route: 'voucherCenter', label: 'deposit', icon: 'deposit' },
  { route: 'memberHome', label: 'profile', icon: 'profile' },
] as const satisfies readonly { route: RouteName; label: string; icon: ShellIconName }[];

/** Spec 2.3 footer menu: five entries with home in the centre, the current one highlighted. */
export function FooterMenu() {
  const { t } = useTranslation();
  const { current, onTap } = useCurrentRoute();

  return (
    <nav className={styles.footer} aria-label={t('layout.footer.label')}>
      <ul className={styles.list}>
        {entries.map((e) => (
          <li key={e.route}>
            <Link
              to={paths[e.route].href()}
              onClick={onTap(e.route)}
              className={e.route === 'home' ? `${styles.item} ${styles.centre}` : styles.item}
              aria-current={current === e.route ? 'page' : undefined}
            >
              <span className={styles.icon}>
                <ShellIcon name={e.icon} />
              </span>
              <span className={styles.label}>{t(`layout.footer.${e.label}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
