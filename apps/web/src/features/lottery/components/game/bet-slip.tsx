import type { LotteryDraw, LotteryGame } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { CHASE_MAX, CHASE_MIN, type BetSlip as Slip } from '../../hooks/use-bet-slip';
import { useMoney } from '../../hooks/use-wallet';
import { Stepper } from './stepper';
import styles from './bet-slip.module.css';

interface BetSlipProps {
  game: LotteryGame;
  slip: Slip;
  /** The issue taking bets; null between its close and the next issue. */
  openIssue: LotteryDraw | null;
  onBet: () => void;
}

/**
 * The bar at the bottom of the game screen: stake, multiplier, chase, the live count and price,
 * and Bet (which asks for a confirmation first).
 */
export function BetSlipBar({ game, slip, openIssue, onBet }: BetSlipProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { price, chase } = slip;
  const overLimit = price.orderMinor > game.maxOrderMinor;
  const status = !openIssue
    ? t('lottery.slip.closed')
    : overLimit
      ? t('lottery.slip.overLimit', { amount: money(game.maxOrderMinor) })
      : slip.incomplete && slip.play
        ? t(`lottery.slip.incomplete.${slip.play.kind === 'group' ? 'group' : 'every'}`, {
            count: slip.play.positions.length,
          })
        : null;

  return (
    <section className={styles.slip} aria-label={t('lottery.slip.label')}>
      <div className={styles.line}>
        <label className={styles.field}>
          <span className="visually-hidden">{t('lottery.slip.unit')}</span>
          <select
            className={styles.unit}
            value={slip.unitMinor}
            onChange={(e) => slip.setUnitMinor(Number(e.target.value))}
          >
            {game.unitsMinor.map((u) => (
              <option key={u} value={u}>
                {money(u)}
              </option>
            ))}
          </select>
        </label>
        <Stepper
          label={t('lottery.slip.multiplier')}
          decreaseLabel={t('lottery.slip.multiplierDown')}
          increaseLabel={t('lottery.slip.multiplierUp')}
          value={slip.multiplier}
          min={1}
          max={game.maxMultiplier}
          onChange={slip.setMultiplier}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={chase.on}
            onChange={(e) => slip.setChase({ on: e.target.checked })}
          />
          {t('lottery.slip.chase')}
        </label>
      </div>
      {chase.on && (
        <div className={styles.line}>
          <span className={styles.caption}>{t('lottery.slip.chaseIssues')}</span>
          <Stepper
            label={t('lottery.slip.chaseIssues')}
            decreaseLabel={t('lottery.slip.chaseDown')}
            increaseLabel={t('lottery.slip.chaseUp')}
            value={chase.issues}
            min={CHASE_MIN}
            max={CHASE_MAX}
            onChange={(issues) => slip.setChase({ issues })}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={chase.stopOnWin}
              onChange={(e) => slip.setChase({ stopOnWin: e.target.checked })}
            />
            {t('lottery.slip.stopOnWin')}
          </label>
        </div>
      )}
      <div className={styles.line}>
        <p className={styles.total} aria-live="polite">
          <span>{t('lottery.slip.bets', { count: price.combinations })}</span>
          <strong className={styles.amount}>{money(price.totalMinor)}</strong>
        </p>
        <button
          type="button"
          className={styles.clear}
          onClick={slip.clearPicks}
          disabled={price.combinations === 0}
        >
          {t('lottery.slip.clear')}
        </button>
        <button
          type="button"
          className={styles.bet}
          onClick={onBet}
          disabled={price.combinations === 0 || !openIssue || overLimit}
        >
          {t('lottery.slip.bet')}
        </button>
      </div>
      {status && (
        <p className={styles.status} role="status">
          {status}
        </p>
      )}
    </section>
  );
}
