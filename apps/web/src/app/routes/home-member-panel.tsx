import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberBadge } from '@/features/account/components/member-badge';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { paths } from '@/shared/config/paths';
import { useIsSignedIn } from '@/shared/stores/session-store';
import panel from '@/shared/ui/home-panel.module.css';
import { Icon, type IconName } from '@/shared/ui/icon';
import styles from './home-widgets.module.css';

const quickLinks: readonly {
  key: 'deposit' | 'withdraw' | 'records';
  icon: IconName;
  href: string;
}[] = [
  { key: 'deposit', icon: 'deposit', href: paths.voucherCenter.href() },
  { key: 'withdraw', icon: 'logout', href: paths.withdraw.href() },
  { key: 'records', icon: 'record', href: paths.gameRecord.href() },
];

/**
 * The home's member panel (spec 2.5 home widgets). A member: avatar and name (the account's,
 * spec 2.3), the balance as the header shows it (a tap refreshes it), and deposit, withdraw and
 * betting records. A visitor: log in and register. No VIP level: the product has none to show.
 */
export function HomeMemberPanel() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  return (
    <section className={panel.panel} aria-labelledby="home-member-panel">
      <h2 id="home-member-panel" className={panel.title}>
        {t('homeWidgets.memberPanel.title')}
      </h2>
      {signedIn ? (
        <>
          <div className={styles.member}>
            <MemberBadge>
              <HeaderBalance />
            </MemberBadge>
          </div>
          <nav aria-label={t('homeWidgets.memberPanel.links')}>
            <ul className={styles.links}>
              {quickLinks.map(({ key, icon, href }) => (
                <li key={key}>
                  <Link to={href} className={styles.link}>
                    <Icon name={icon} className={styles.linkIcon} />
                    {t(`homeWidgets.memberPanel.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : (
        <>
          <p className={styles.visitor}>{t('homeWidgets.memberPanel.visitor')}</p>
          <div className={styles.actions}>
            <Link to={paths.login.href()} className={styles.secondary}>
              {t('homeWidgets.memberPanel.login')}
            </Link>
            <Link to={paths.register.href()} className={styles.primary}>
              {t('homeWidgets.memberPanel.register')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
