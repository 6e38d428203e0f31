import type { CrashState } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatX } from '../../lib/format';
import { CrashCurve } from './crash-curve';
import styles from './crash.module.css';

interface Props {
  state: CrashState;
  x100: number;
  elapsedMs: number;
  now: number;
}

/** The round as it goes: countdown while bets are open, the climbing multiplier, the crash. */
export function CrashStage({ state, x100, elapsedMs, now }: Props) {
  const { t } = useTranslation();
  const round = state.round;
  const busted = round?.bustX100 != null;
  const betting = round !== null && !busted && now < Date.parse(round.bettingEndsAt);
  const status = !round
    ? t('crash.stage.waiting')
    : busted
      ? t('crash.stage.busted', { x: formatX(x100) })
      : betting
        ? t('crash.stage.startsIn', {
            seconds: Math.max(0, (Date.parse(round.bettingEndsAt) - now) / 1000).toFixed(1),
          })
        : t('crash.stage.running');
  return (
    <section className={styles.stage} aria-label={t('crash.stage.label')}>
      <CrashCurve
        elapsedMs={betting || !round ? 0 : elapsedMs}
        rate={round?.curveRatePerMs ?? 1}
        busted={busted}
      />
      <div className={styles.readout}>
        {round && <p className={styles.roundNo}>{t('crash.round', { roundNo: round.roundNo })}</p>}
        <p className={busted ? styles.bigBusted : styles.big} aria-hidden={!busted && !betting}>
          {betting ? '1.00x' : formatX(x100)}
        </p>
        {/* Read out on changes of phase only, not at every frame of the climb. */}
        <p className={styles.status} role="status">
          {status}
        </p>
        {round?.limitX100 != null && !busted && (
          <p className={styles.limit}>{t('crash.stage.limit', { x: formatX(round.limitX100) })}</p>
        )}
        <p className={styles.players}>
          {t('crash.players', { count: state.players })} ·{' '}
          {t('crash.cashedOut', { count: state.cashedOut })}
        </p>
      </div>
    </section>
  );
}
