import type { LotteryGame } from '@app/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton } from '@/shared/ui/query-state';
import type { NearIssues } from '../../lib/issue-clock';
import { IssueCountdown, LatestResult } from '../issue-status';
import styles from './game.module.css';

/** The issue taking bets, its countdown, and the latest result in large balls. */
export function IssuePanel({
  near,
  game,
}: {
  near: UseQueryResult<NearIssues>;
  game: LotteryGame;
}) {
  const { t } = useTranslation();
  if (near.isPending)
    return <Skeleton label={t('lottery.state.loading')} rows={1} height="0.9rem" />;
  if (near.isError)
    return (
      <ErrorState
        message={t('lottery.clock.error')}
        retryLabel={t('lottery.state.retry')}
        onRetry={() => void near.refetch()}
      />
    );
  return (
    <section className={styles.panel} aria-label={t('lottery.game.issueSection')}>
      <IssueCountdown near={near.data} />
      <LatestResult near={near.data} game={game} size="large" />
    </section>
  );
}
