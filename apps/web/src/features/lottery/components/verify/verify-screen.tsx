import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date-time';
import { ErrorState, Skeleton } from '@/shared/ui/query-state';
import page from '@/shared/ui/verify-page.module.css';
import { useLotteryGames } from '../../api/get-lottery-games';
import { useVerifyDraw } from '../../api/verify-draw';
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

  if (!gameId || !issueNo) return <p className={page.note}>{t('lottery.verify.missing')}</p>;
  if (draw.isPending)
    return <Skeleton label={t('lottery.state.loading')} rows={3} height="0.7rem" />;
  if (draw.isError)
    return (
      <ErrorState
        message={draw.error.message}
        retryLabel={t('lottery.state.retry')}
        onRetry={() => void draw.refetch()}
      />
    );
  const value = draw.data;

  return (
    <article className={page.verify}>
      <hgroup>
        <h2 className={page.title}>{name}</h2>
        <p className={page.issue}>{t('lottery.clock.issue', { issueNo })}</p>
      </hgroup>
      <section className={page.block}>
        <h3>{t('lottery.verify.seedHash')}</h3>
        <code className={page.code}>{value.seedHash}</code>
        <p className={page.note}>{t('lottery.verify.seedHashNote')}</p>
      </section>
      {value.serverSeed ? (
        <>
          <section className={page.block}>
            <h3>{t('lottery.verify.serverSeed')}</h3>
            <code className={page.code}>{value.serverSeed}</code>
          </section>
          <section className={page.block}>
            <h3>{t('lottery.verify.message')}</h3>
            <code className={page.code}>{value.message}</code>
            <p className={page.note}>{t('lottery.verify.method')}</p>
          </section>
          <VerifyResult draw={value} game={game} />
        </>
      ) : (
        <p className={page.pending} role="status">
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
