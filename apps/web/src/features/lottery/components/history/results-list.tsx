import type { LotteryGame } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { joinPages, RecordList } from '@/shared/ui/paged-list';
import { useDrawPages } from '../../api/get-lottery-draws';
import { DrawResult } from '../result-balls';
import styles from './history.module.css';

/** The game's draws, newest first, each with its digits and a link to verify it. */
export function ResultsList({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const { gameId } = game;
  const query = useDrawPages(gameId);
  const items = joinPages(
    query.data?.pages.map((p) => ({ list: p.draws })),
    (d) => d.issueNo,
  );
  return (
    <RecordList
      label={t('lottery.results.label')}
      keyOf={(d) => d.issueNo}
      pages={{ ...query, items }}
      empty={t('lottery.results.empty')}
    >
      {(draw) => (
        <div className={styles.result}>
          <span className={styles.issueNo}>{draw.issueNo}</span>
          {draw.result ? (
            <DrawResult game={game} result={draw.result} />
          ) : (
            <span className={styles.void}>{t('lottery.result.void')}</span>
          )}
          <Link
            to={paths.lotteryVerify.href({ gameId, issueNo: draw.issueNo })}
            className={styles.verify}
            aria-label={t('lottery.results.verifyIssue', { issueNo: draw.issueNo })}
          >
            {t('lottery.results.verify')}
          </Link>
        </div>
      )}
    </RecordList>
  );
}
