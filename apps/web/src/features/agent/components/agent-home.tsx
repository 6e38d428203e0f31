import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { Icon, type IconName } from '@/shared/ui/icon';
import { useTeamKpi } from '../api/agent-queries';
import { AgentFooter } from './agent-footer';
import { ContractPrompts } from './contract-prompts';
import styles from './agent.module.css';

/** Spec 2.14: the greeting by the hour (0-10, 10-14, 14-18, after 18). */
export const greetingKey = (hour: number) =>
  hour < 10 ? 'morning' : hour < 14 ? 'earlyAfternoon' : hour < 18 ? 'lateAfternoon' : 'evening';

type NavKey =
  | 'teamOverview'
  | 'transactionRecord'
  | 'teamManagement'
  | 'teamPnl'
  | 'teamBetting'
  | 'gameRebate'
  | 'rebateIncome'
  | 'securityCenter'
  | 'salaryContract'
  | 'hourContract'
  | 'mail';

/** Spec 2.14 nav grid, each entry behind its white-label key. */
const nav: readonly { key: NavKey; flag: string | null; icon: IconName; href: string }[] = [
  { key: 'teamOverview', flag: 'AGEPAG', icon: 'profile', href: paths.agentTeamOverview.href() },
  {
    key: 'transactionRecord',
    flag: 'TRANSREC3',
    icon: 'recent',
    href: paths.transactionRecord.href(),
  },
  { key: 'teamManagement', flag: 'DOWNMAN', icon: 'settings', href: paths.memberTeam.href() },
  { key: 'teamPnl', flag: 'AGETEAMPNL3', icon: 'rng', href: paths.agentTeamPnl.href() },
  { key: 'teamBetting', flag: 'TEAMBETTING3', icon: 'record', href: paths.teamBetting.href() },
  { key: 'gameRebate', flag: 'GAMSER', icon: 'promo', href: paths.teamRebate.href() },
  { key: 'rebateIncome', flag: 'AGEREBINC3', icon: 'lott', href: paths.agentRebate.href() },
  { key: 'securityCenter', flag: 'SECPRIV', icon: 'key', href: paths.securityCenter.href() },
  // Not in spec 2.14's grid (its prompts lead there): the wage contracts and their bills, always
  // reachable (the dividend has the footer's entry).
  { key: 'salaryContract', flag: null, icon: 'deposit', href: paths.salaryContract.href() },
  { key: 'hourContract', flag: null, icon: 'recent', href: paths.hourContract.href() },
  { key: 'mail', flag: 'MAILCEN', icon: 'mail', href: paths.webEmail.href() },
];

interface AgentHomeProps {
  /** The wallet's balance line (the wallet feature draws it). */
  balance: ReactNode;
  /** The merchant's enabled white-label keys. */
  flags: ReadonlySet<string>;
  /** Unread platform mail (spec 2.14: a badge above 0). */
  unreadMail: number | undefined;
  /** Unread agent announcements, for the footer's badge. */
  unreadNotices: number | undefined;
  now?: Date;
}

/** /m/agent (spec 2.14): greeting, balance with Withdraw and Deposit, today's team counters, menu. */
export function AgentHome({ balance, flags, unreadMail, unreadNotices, now }: AgentHomeProps) {
  const { t } = useTranslation();
  const userName = useSessionStore((s) => s.session?.userName) ?? '';
  const kpi = useTeamKpi({ period: 'today', size: '0' });
  const footer = kpi.data?.footer;
  const hour = (now ?? new Date()).getHours();
  const counters = [
    ['loggedIn', footer?.teamLoginMemberCount],
    ['betting', footer?.teamBetMemberCount],
    ['registered', footer?.teamRegisterMemberCount],
    ['online', footer?.teamOnlineCount],
  ] as const;

  return (
    <>
      <div className={`${styles.page} ${styles.withFooter}`}>
        <section className={styles.hero} aria-labelledby="agent-name">
          <p className={styles.greeting}>{t(`agent.greeting.${greetingKey(hour)}`)}</p>
          <h2 id="agent-name" className={styles.agentName}>
            {userName}
          </h2>
          {balance}
          <div className={styles.actions}>
            <Link className={styles.actionOutline} to={paths.withdraw.href()}>
              {t('agent.home.withdraw')}
            </Link>
            <Link className={styles.action} to={paths.voucherCenter.href()}>
              {t('agent.home.deposit')}
            </Link>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="agent-today">
          <h2 id="agent-today" className={styles.sectionTitle}>
            {t('agent.home.today')}
          </h2>
          <dl className={styles.counters} aria-busy={kpi.isPending || undefined}>
            {counters.map(([key, value]) => (
              <div key={key} className={styles.counter}>
                <dt>{t(`agent.home.${key}`)}</dt>
                <dd>{kpi.isError ? '-' : (value ?? '…')}</dd>
              </div>
            ))}
          </dl>
        </section>
        <nav aria-label={t('agent.home.menu')}>
          <ul className={styles.grid}>
            {nav
              .filter((n) => n.flag === null || flags.has(n.flag))
              .map((n) => (
                <li key={n.key}>
                  <Link className={styles.tile} to={n.href}>
                    <Icon name={n.icon} className={styles.tileIcon} />
                    {t(`agent.nav.${n.key}`)}
                    {n.key === 'mail' && unreadMail !== undefined && unreadMail > 0 && (
                      <span className={styles.badge}>
                        {unreadMail}
                        <span className="visually-hidden">{t('agent.nav.unread')}</span>
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            {/* Spec 2.14: online service is always there. */}
            <li>
              <Link className={styles.tile} to={paths.service.href()}>
                <Icon name="service" className={styles.tileIcon} />
                {t('agent.nav.onlineService')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <AgentFooter unreadNotices={unreadNotices} />
      <ContractPrompts />
    </>
  );
}
