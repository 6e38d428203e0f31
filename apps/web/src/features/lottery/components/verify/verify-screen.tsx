import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date-time';
import { useLotteryGames } from '../../api/get-lottery-games';
import { useVerifyDraw } from '../../api/verify-draw';
import { ErrorState, Skeleton } from '../query-state';
import { VerifyResult } from './verify-result';
import styles from './verify.module.css';

/**
 * /m/lottery/verify?gameId=&issueNo= (issue 21): the seed's hash, committed before the draw, and
 * once drawn the seed itself, with the draw recomputed in this browser. Before the draw only the
 * hash is shown: the seed is revealed with the result.
 */
export function LotteryVerifyScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameId = params.get('gameId') ?? '';
  const issueNo = params.get('issueNo') ?? '';
  const draw = useVerifyDraw(gameId, issueNo);
  const game = useLotteryGames().data?.find((g) => g.gameId === gameId);
  const name = game?.name ?? gameId;

  if (!gameId || !issueNo) return <p className={styles.note}>{t('lottery.verify.missing')}</p>;
  if (draw.isPending) return <Skeleton rows={3} height="0.7rem" />;
  if (draw.isError)
    return <ErrorState message={draw.error.message} onRetry={() => void draw.refetch()} />;
  const value = draw.data;

  return (
    <article className={styles.verify}>
      <hgroup>
        <h2 className={styles.title}>{name}</h2>
        <p className={styles.issue}>{t('lottery.clock.issue', { issueNo })}</p>
      </hgroup>
      <section className={styles.block}>
        <h3>{t('lottery.verify.seedHash')}</h3>
        <code className={styles.code}>{value.seedHash}</code>
        <p className={styles.note}>{t('lottery.verify.seedHashNote')}</p>
      </section>
      {value.serverSeed ? (
        <>
          <section className={styles.block}>
            <h3>{t('lottery.verify.serverSeed')}</h3>
            <code className={styles.code}>{value.serverSeed}</code>
          </section>
          <section className={styles.block}>
            <h3>{t('lottery.verify.message')}</h3>
            <code className={styles.code}>{value.message}</code>
            <p className={styles.note}>{t('lottery.verify.method')}</p>
          </section>
          <VerifyResult draw={value} game={game} />
        </>
      ) : (
        <p className={styles.pending} role="status">
          {value.state === 'void'
            ? t('lottery.verify.void')
            : t('lottery.verify.notYet', { drawAt: formatDateTime(value.drawAt) })}
        </p>
      )}
      <Link to={paths.lotteryGame.href({ gameId })} className={styles.back}>
        {t('lottery.verify.backToGame', { name })}
      </Link>
    </article>
  );
}
