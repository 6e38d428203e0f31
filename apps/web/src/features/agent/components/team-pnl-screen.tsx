import { useTranslation } from 'react-i18next';
import { useTeamPnl } from '../api/agent-queries';
import { useTeamParams } from '../lib/team-params';
import { PeriodChips } from './period-chips';
import { PnlChart } from './pnl-chart';
import { TeamCrumbs } from './team-crumbs';
import { money, signClass } from './team-figures';
import styles from './agent.module.css';

const COLUMNS = ['validStakesMinor', 'winsMinor', 'bonusesMinor', 'profitMinor'] as const;

/** /m/agent/team/pnl: the team's result by day over the range, a chart over the table. */
export function TeamPnlScreen({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { period, memberId, set } = useTeamParams('thisWeek');
  const query = useTeamPnl({ period, ...(memberId ? { memberId } : {}) });
  const data = query.data;

  return (
    <div className={styles.page}>
      <PeriodChips value={period} onChange={(p) => set({ period: p })} />
      {query.isPending && (
        <div role="status" aria-label={t('agent.loading')} className={styles.chart} />
      )}
      {query.isError && !data && (
        <div role="alert" className={styles.section}>
          <p>{t('agent.error')}</p>
          <button
            type="button"
            className={styles.searchButton}
            onClick={() => void query.refetch()}
          >
            {t('agent.retry')}
          </button>
        </div>
      )}
      {data && (
        <div className={`${styles.section} ${query.isPlaceholderData ? styles.stale : ''}`}>
          <TeamCrumbs path={data.path} onOpen={(id) => set({ memberId: String(id) })} />
          <PnlChart
            days={data.days}
            summary={`${data.range.startDate} – ${data.range.endDate}, ${t('agent.figures.profitMinor')} ${money(data.totals.profitMinor, symbol)}`}
          />
          <table className={styles.table}>
            <caption className="visually-hidden">{t('agentTeam.pnl.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agentTeam.pnl.day')}</th>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {t(`agent.figures.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...data.days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day.slice(5)}</th>
                  {COLUMNS.map((c) => (
                    <td key={c} className={c === 'profitMinor' ? signClass(d[c]) : undefined}>
                      {money(d[c], '')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('agentTeam.pnl.total')}</th>
                {COLUMNS.map((c) => (
                  <td
                    key={c}
                    className={c === 'profitMinor' ? signClass(data.totals[c]) : undefined}
                  >
                    {money(data.totals[c], symbol)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
