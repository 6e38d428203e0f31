import type { LotteryGame } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import { usePreviousIssue } from '../hooks/use-previous-issue';
import {
  formatSpan,
  issuePhase,
  pendingDrawAt,
  serverNow,
  type NearIssues,
} from '../lib/issue-clock';
import { headlineDigits } from '../lib/draw-lines';
import { DrawingBalls, DrawResult } from './result-balls';
import styles from './issue-status.module.css';

interface Props {
  near: NearIssues;
  game: Pick<LotteryGame, 'digits' | 'drawLines' | 'drawEverySeconds'>;
}

/** The current issue and the time left to bet on it; "closed, drawing" until its draw. */
export function IssueCountdown({ near }: Pick<Props, 'near'>) {
  const { t } = useTranslation();
  const phase = issuePhase(near, serverNow(near, useNow()));
  if (phase.kind === 'none') return <p className={styles.clock}>{t('lottery.clock.none')}</p>;
  return (
    <p className={styles.clock}>
      <span className={styles.issue}>
        {t('lottery.clock.issue', { issueNo: phase.issue.issueNo })}
      </span>
      {phase.kind === 'open' ? (
        <span className={styles.left}>
          {t('lottery.clock.closesIn')}{' '}
          <strong role="timer" className={styles.time}>
            {formatSpan(phase.msLeft)}
          </strong>
        </span>
      ) : (
        <span className={styles.drawing}>{t('lottery.clock.drawing')}</span>
      )}
    </p>
  );
}

/** The latest result as balls, or rolling balls while a due draw is on its way. */
export function LatestResult({ near, game, size }: Props & { size?: 'small' | 'large' }) {
  const { t } = useTranslation();
  const now = serverNow(near, useNow(1000));
  const closed = usePreviousIssue(near.current?.issueNo);
  const latest = near.latest;
  if (pendingDrawAt(near, game, now) !== null)
    return (
      <div className={styles.latest}>
        <span className={styles.caption}>
          {closed && closed !== latest?.issueNo
            ? t('lottery.result.drawingIssue', { issueNo: closed })
            : t('lottery.result.drawing')}
        </span>
        <DrawingBalls count={headlineDigits(game)} size={size} />
      </div>
    );
  if (!latest) return <p className={styles.caption}>{t('lottery.result.none')}</p>;
  return (
    <div className={styles.latest}>
      <span className={styles.caption}>
        {t('lottery.result.issue', { issueNo: latest.issueNo })}
      </span>
      {latest.result ? (
        <DrawResult game={game} result={latest.result} size={size} />
      ) : (
        <span className={styles.void}>{t('lottery.result.void')}</span>
      )}
    </div>
  );
}
