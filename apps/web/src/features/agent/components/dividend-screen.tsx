import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useDividendInfo } from '../api/contracts';
import { percent } from './rate-editor';
import { money } from './team-figures';
import styles from './agent.module.css';

/**
 * /m/member/agent/agentDivident (spec 2.14 footer "dividend"): the current half month so far, the
 * team's net loss, its active members, the share its dividend contract reaches and what it would
 * pay if the half month ended now; the contract page holds the contract and its bills.
 */
export function DividendScreen({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const info = useDividendInfo();

  if (info.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.hero} role="status" aria-label={t('agent.loading')} />
      </div>
    );
  }
  if (info.isError) {
    return (
      <div className={styles.page}>
        <p role="alert">
          {t('agent.error')}{' '}
          <button type="button" className={styles.copy} onClick={() => void info.refetch()}>
            {t('agent.retry')}
          </button>
        </p>
      </div>
    );
  }
  const d = info.data;
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="dividend-now">
        <h2 id="dividend-now" className={styles.greeting}>
          {t('agentTeam.dividend.title')} ·{' '}
          {/* Whole on one line: a date broken at its hyphen ("2026-11-" / "29") misreads. */}
          <span className={styles.period}>
            {t('agentTeam.contract.period', { start: d.period.startDate, end: d.period.endDate })}
          </span>
        </h2>
        <p className={styles.agentName}>{money(d.projectedMinor, symbol)}</p>
        <p className={styles.rowMeta}>{t('agentTeam.dividend.projected')}</p>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('agentTeam.contract.netLoss')}</dt>
            <dd>{money(d.netLossMinor, symbol)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('agentTeam.contract.activeMembers')}</dt>
            <dd>{d.activeMembers}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('agentTeam.dividend.rateReached')}</dt>
            <dd>{percent(d.rateBp)}</dd>
          </div>
        </dl>
      </section>
      {!d.contract && <p className={styles.greeting}>{t('agentTeam.dividend.noContract')}</p>}
      <p className={styles.rowMeta}>{t('agentTeam.dividend.howPaid')}</p>
      <Link className={styles.action} to={paths.dividendContract.href()}>
        {t('agentTeam.dividend.contract')}
      </Link>
    </div>
  );
}
