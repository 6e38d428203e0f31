import type { DownlineMember } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { joinPages, RecordList } from '@/shared/ui/paged-list';
import { useDownline } from '../api/agent-queries';
import { useTeamParams } from '../lib/team-params';
import { TeamCrumbs } from './team-crumbs';
import { UsernameSearch } from './username-search';
import { money } from './team-figures';
import styles from './agent.module.css';

const idOf = (m: DownlineMember) => m.memberId;
const day = (iso: string) => iso.slice(0, 10);

/**
 * /m/member/team (team management): the direct downline, newest first, each with its team, last
 * sign-in and balance; a member with a downline opens it. A search finds a member at any depth.
 */
export function DownlineScreen({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { memberId, username, set } = useTeamParams();
  const query = useDownline({
    ...(memberId && !username ? { memberId } : {}),
    ...(username ? { username } : {}),
  });
  const first = query.data?.pages[0];
  const items = joinPages(query.data?.pages, idOf);
  // The agent's own direct downline: it sets their rebate rates (their uplines set the others').
  const direct = !username && first?.path.length === 1;

  return (
    <div className={styles.page}>
      <UsernameSearch value={username} onSearch={(u) => set({ username: u, memberId: null })} />
      {first && !username && (
        <TeamCrumbs path={first.path} onOpen={(id) => set({ memberId: String(id) })} />
      )}
      <RecordList label={t('agentTeam.downline.list')} keyOf={idOf} pages={{ ...query, items }}>
        {(m) => {
          const body = (
            <>
              <p className={styles.rowName}>
                {m.username}
                {m.nickname && ` (${m.nickname})`}{' '}
                <span className={styles.tag}>
                  {t(m.isAgent ? 'agent.team.agent' : 'agent.team.player')}
                </span>
              </p>
              <p className={styles.rowAmount}>{money(m.balanceMinor, symbol)}</p>
              <p className={styles.rowMeta}>
                <span>{t('agentTeam.downline.joined', { date: day(m.registeredAt) })}</span>
                <span>
                  {m.lastLoginAt
                    ? t('agentTeam.downline.lastLogin', { date: day(m.lastLoginAt) })
                    : t('agentTeam.downline.neverLoggedIn')}
                </span>
                {m.isAgent && <span>{t('agent.team.members', { count: m.teamSize })}</span>}
              </p>
            </>
          );
          const row =
            m.directCount > 0 ? (
              <button
                type="button"
                className={styles.row}
                aria-label={t('agent.team.open', { name: m.username })}
                onClick={() => {
                  set({ memberId: String(m.memberId), username: '' });
                }}
              >
                {body}
              </button>
            ) : (
              <div className={styles.row}>{body}</div>
            );
          return direct ? (
            <>
              {row}
              <Link
                className={styles.rowLink}
                to={paths.teamRebate.href({ memberId: String(m.memberId) })}
              >
                {t('agentTeam.downline.rates', { name: m.username })}
              </Link>
            </>
          ) : (
            row
          );
        }}
      </RecordList>
    </div>
  );
}
