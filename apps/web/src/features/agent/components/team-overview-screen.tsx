import type { TeamRow } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { joinPages, RecordList } from '@/shared/ui/paged-list';
import { useTeamKpiPages } from '../api/agent-queries';
import { useTeamParams } from '../lib/team-params';
import { PeriodChips } from './period-chips';
import { TeamCrumbs } from './team-crumbs';
import { money, signClass, TeamFigures } from './team-figures';
import styles from './agent.module.css';

const idOf = (r: TeamRow) => r.memberId;

/**
 * /m/agent/team/overview: the team's figures over a range, then each direct downline's team
 * (tap one to see its own team, to any depth; the path above leads back up).
 */
export function TeamOverviewScreen({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { period, memberId, set } = useTeamParams();
  const query = useTeamKpiPages({ period, ...(memberId ? { memberId } : {}) });
  const first = query.data?.pages[0];
  const items = joinPages(query.data?.pages, idOf);

  return (
    <div className={styles.page}>
      <PeriodChips value={period} onChange={(p) => set({ period: p })} />
      {first && (
        <>
          <TeamCrumbs path={first.path} onOpen={(id) => set({ memberId: String(id) })} />
          <section className={styles.section} aria-labelledby="team-summary">
            <h2 id="team-summary" className={styles.sectionTitle}>
              {t('agent.team.summary', { name: first.path[first.path.length - 1]?.username })}{' '}
              <small>
                {first.range.startDate} – {first.range.endDate}
              </small>
            </h2>
            <TeamFigures figures={first.summary} symbol={symbol} stale={query.isPlaceholderData} />
          </section>
        </>
      )}
      <section className={styles.section} aria-labelledby="team-directs">
        <h2 id="team-directs" className={styles.sectionTitle}>
          {t('agent.team.directs')}
        </h2>
        <RecordList label={t('agent.team.directs')} keyOf={idOf} pages={{ ...query, items }}>
          {(row) => (
            <button
              type="button"
              className={styles.row}
              onClick={() => set({ memberId: String(row.memberId) })}
              aria-label={t('agent.team.open', { name: row.username })}
            >
              <p className={styles.rowName}>
                {row.username}{' '}
                <span className={styles.tag}>
                  {t(row.type === 0 ? 'agent.team.player' : 'agent.team.agent')}
                </span>
              </p>
              <p className={`${styles.rowAmount} ${signClass(row.figures.profitMinor) ?? ''}`}>
                {money(row.figures.profitMinor, symbol)}
              </p>
              <p className={styles.rowMeta}>
                <span>{t('agent.team.members', { count: row.figures.teamSize })}</span>
                <span>
                  {t('agent.figures.validStakesMinor')}:{' '}
                  {money(row.figures.validStakesMinor, symbol)}
                </span>
                <span>
                  {t('agent.figures.depositsMinor')}: {money(row.figures.depositsMinor, symbol)}
                </span>
              </p>
            </button>
          )}
        </RecordList>
      </section>
    </div>
  );
}
