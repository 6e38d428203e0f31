import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/shared/config/paths';
import { Icon } from '@/shared/ui/icon';
import { useContracts } from '../api/contracts';
import styles from './agent.module.css';

/**
 * Spec 2.14 footer: home, open account, dividend (only when dividends are enabled: the agent has
 * a dividend contract, active or offered), announcements (unread badge).
 */
export function AgentFooter({ unreadNotices }: { unreadNotices: number | undefined }) {
  const { t } = useTranslation();
  // The agent's own dividend contracts (one indexed read), not the dividend info: that one sums
  // the team's half month, too much to ask on every agent page.
  const dividends = useContracts('dividend');
  const dividendEnabled = (dividends.data?.mine ?? []).some(
    (c) => c.state === 'active' || c.state === 'offered',
  );
  return (
    <nav className={styles.footer} aria-label={t('agent.footer.label')}>
      <NavLink className={styles.footerLink} to={paths.home.href()} end>
        <Icon name="home" className={styles.footerIcon} />
        {t('agent.footer.home')}
      </NavLink>
      <NavLink className={styles.footerLink} to={paths.agentRegister.href()}>
        <Icon name="profile" className={styles.footerIcon} />
        {t('agent.footer.openAccount')}
      </NavLink>
      {dividendEnabled && (
        <NavLink className={styles.footerLink} to={paths.agentDividend.href()}>
          <Icon name="lott" className={styles.footerIcon} />
          {t('agent.footer.dividend')}
        </NavLink>
      )}
      <NavLink className={styles.footerLink} to={paths.memberNotice.href()}>
        <Icon name="notice" className={styles.footerIcon} />
        {t('agent.footer.announcements')}
        {unreadNotices !== undefined && unreadNotices > 0 && (
          <span className={styles.badge}>
            {unreadNotices}
            <span className="visually-hidden">{t('agent.nav.unread')}</span>
          </span>
        )}
      </NavLink>
    </nav>
  );
}
