import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/query-state';
import { useLotteryGames } from '../../api/get-lottery-games';
import { readLotteryQuery } from '../../lib/lottery-query';
import { LobbyCard } from './lobby-card';
import styles from './lobby.module.css';

/**
 * /m/lottery (issue 21): every game as a card with its current issue, the time left to bet and
 * its latest result. The launch URL's prize mode and play type go along to the game.
 */
export function LotteryLobbyScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = readLotteryQuery(params);
  const games = useLotteryGames();

  return (
    <section className={styles.lobby} aria-labelledby="lottery-lobby-title">
      <h2 id="lottery-lobby-title" className={styles.heading}>
        {t('lottery.lobby.heading')}
      </h2>
      {games.isPending ? (
        <Skeleton label={t('lottery.state.loading')} rows={3} height="1.24rem" />
      ) : games.isError ? (
        <ErrorState
          message={t('lottery.lobby.error')}
          retryLabel={t('lottery.state.retry')}
          onRetry={() => void games.refetch()}
        />
      ) : games.data.length === 0 ? (
        <EmptyState message={t('lottery.lobby.empty')} />
      ) : (
        <ul className={styles.cards} aria-label={t('lottery.lobby.list')}>
          {games.data.map((game) => (
            <li key={game.gameId}>
              <LobbyCard game={game} query={query} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
