import type { LotteryGame } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useNearNumeros } from '../../api/get-near-numeros';
import { lotteryHrefQuery, type LotteryQuery } from '../../lib/lottery-query';
import { IssueCountdown, LatestResult } from '../issue-status';
import styles from './lobby.module.css';

/** A draw daily, or every N minutes (seconds, for a schedule that is not whole minutes). */
function useScheduleLabel(seconds: number) {
  const { t } = useTranslation();
  if (seconds === 86_400) return t('lottery.lobby.daily');
  return seconds % 60 === 0
    ? t('lottery.lobby.everyMinutes', { count: seconds / 60 })
    : t('lottery.lobby.everySeconds', { count: seconds });
}

/**
 * One game: its name (the link that opens it; the whole card is its target), the current issue
 * with its countdown and the latest result.
 */
export function LobbyCard({ game, query }: { game: LotteryGame; query: LotteryQuery }) {
  const { t } = useTranslation();
  const near = useNearNumeros(game);
  const schedule = useScheduleLabel(game.drawEverySeconds);

  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <h3 className={styles.name}>
          <Link
            to={paths.lotteryGame.href({ gameId: game.gameId, ...lotteryHrefQuery(query) })}
            className={styles.open}
          >
            {game.name}
          </Link>
        </h3>
        <span className={styles.schedule}>{schedule}</span>
      </div>
      {near.data ? (
        <>
          <IssueCountdown near={near.data} />
          <LatestResult near={near.data} game={game} />
        </>
      ) : near.isError ? (
        <p className={styles.muted}>{t('lottery.clock.error')}</p>
      ) : (
        <p className={styles.muted} role="status">
          {t('lottery.state.loading')}
        </p>
      )}
    </article>
  );
}
