import { useTranslation } from 'react-i18next';
import { useTeamBettingGroups } from '../api/rebates';
import type { QuickPeriod } from '../lib/team-params';
import { useCategoryName } from './rate-editor';
import { money, signClass } from './team-figures';
import styles from './agent.module.css';

/** The team's settled play in the range by vendor or by game category, largest first. */
export function BettingGroups({
  symbol,
  period,
  by,
}: {
  symbol: string;
  period: QuickPeriod;
  by: 'vendor' | 'category';
}) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const groups = useTeamBettingGroups({ period, by }, true);
  const label = t(`agentTeam.betting.by.${by}`);

  if (groups.isPending) {
    return <div className={styles.card} role="status" aria-label={t('agent.loading')} />;
  }
  if (groups.isError) {
    return (
      <p role="alert">
        {t('agent.error')}{' '}
        <button type="button" className={styles.copy} onClick={() => void groups.refetch()}>
          {t('agent.retry')}
        </button>
      </p>
    );
  }
  if (!groups.data.list.length)
    return <p className={styles.greeting}>{t('agentTeam.betting.none')}</p>;
  return (
    <table className={`${styles.table} ${groups.isPlaceholderData ? styles.stale : ''}`}>
      <caption className={styles.sectionTitle}>{label}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">{t('agent.figures.validStakesMinor')}</th>
          <th scope="col">{t('agent.figures.winsMinor')}</th>
          <th scope="col">{t('agentTeam.betting.net')}</th>
        </tr>
      </thead>
      <tbody>
        {groups.data.list.map((g) => (
          <tr key={g.key}>
            <th scope="row">
              {by === 'category' ? categoryName(g.key) : g.key}
              <br />
              <small>
                {t('agent.team.members', { count: g.memberCount })} ·{' '}
                {t('agentTeam.betting.bets', { count: g.betCount })}
              </small>
            </th>
            <td>{money(g.validStakesMinor, symbol)}</td>
            <td>{money(g.winsMinor, symbol)}</td>
            <td className={signClass(g.netMinor)}>{money(g.netMinor, symbol)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
