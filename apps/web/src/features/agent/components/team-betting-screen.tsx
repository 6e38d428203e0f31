import type { TeamBettor } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '@/shared/ui/chip-group';
import { joinPages, RecordList } from '@/shared/ui/paged-list';
import { useTeamBetting } from '../api/agent-queries';
import { bettingViews, useTeamParams, type QuickPeriod } from '../lib/team-params';
import { BettingGroups } from './betting-groups';
import { PeriodChips } from './period-chips';
import { UsernameSearch } from './username-search';
import { money, signClass } from './team-figures';
import styles from './agent.module.css';

const idOf = (b: TeamBettor) => b.memberId;

/**
 * /m/teamBetting: who in the team played in the range, by valid stake, searchable by account; or
 * the team's play grouped by vendor or by game category.
 */
export function TeamBettingScreen({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { period, username, by, set } = useTeamParams();

  return (
    <div className={styles.page}>
      <PeriodChips value={period} onChange={(p) => set({ period: p })} />
      <ChipGroup
        label={t('agentTeam.betting.view')}
        options={bettingViews.map((v) => ({ value: v, label: t(`agentTeam.betting.by.${v}`) }))}
        value={by}
        onChange={(v) => set({ by: v })}
      />
      {by === 'member' ? (
        <>
          <UsernameSearch value={username} onSearch={(u) => set({ username: u })} />
          <BettorList symbol={symbol} period={period} username={username} />
        </>
      ) : (
        <BettingGroups symbol={symbol} period={period} by={by} />
      )}
    </div>
  );
}

/** The members who played, asked only while this view is shown. */
function BettorList({
  symbol,
  period,
  username,
}: {
  symbol: string;
  period: QuickPeriod;
  username: string;
}) {
  const { t } = useTranslation();
  const query = useTeamBetting({ period, ...(username ? { username } : {}) });
  const items = joinPages(query.data?.pages, idOf);
  return (
    <RecordList label={t('agentTeam.betting.list')} keyOf={idOf} pages={{ ...query, items }}>
      {(b) => (
        <div className={styles.row}>
          <p className={styles.rowName}>
            {b.username}{' '}
            <span className={styles.tag}>
              {b.depth === 0
                ? t('agentTeam.betting.self')
                : t('agentTeam.betting.level', { depth: b.depth })}
            </span>
          </p>
          <p className={`${styles.rowAmount} ${signClass(b.netMinor) ?? ''}`}>
            {money(b.netMinor, symbol)}
          </p>
          <p className={styles.rowMeta}>
            <span>{t('agentTeam.betting.bets', { count: b.betCount })}</span>
            <span>
              {t('agent.figures.stakesMinor')}: {money(b.stakesMinor, symbol)}
            </span>
            <span>
              {t('agent.figures.validStakesMinor')}: {money(b.validStakesMinor, symbol)}
            </span>
            <span>
              {t('agent.figures.winsMinor')}: {money(b.winsMinor, symbol)}
            </span>
          </p>
        </div>
      )}
    </RecordList>
  );
}
