import { CRASH_LIMITS, crashWinMinor, type CrashBet } from '@app/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/shared/lib/format-money';
import { parseAmount, parseX } from '../../lib/format';
import styles from './crash.module.css';

export type Phase = 'betting' | 'running' | 'over';

interface Props {
  phase: Phase;
  x100: number;
  bet: CrashBet | null;
  symbol: string;
  busy: boolean;
  error: string | null;
  onBet(stakeMinor: number, autoCashoutX100: number | undefined): void;
  onCashOut(): void;
}

/**
 * Stake, an optional auto cash-out, and the one big button: bet while the round takes bets, cash
 * out (showing what it would pay now) while it runs with the caller's bet in play.
 */
export function BetPanel({ phase, x100, bet, symbol, busy, error, onBet, onCashOut }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [stake, setStake] = useState('10.00');
  const [auto, setAuto] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const stakeMinor = parseAmount(stake);
  const open = bet?.state === 'open';

  const submit = () => {
    if (
      stakeMinor === null ||
      stakeMinor < CRASH_LIMITS.minStakeMinor ||
      stakeMinor > CRASH_LIMITS.maxStakeMinor
    )
      return setProblem(
        t('crash.bet.invalidStake', {
          min: formatMinor(CRASH_LIMITS.minStakeMinor, symbol),
          max: formatMinor(CRASH_LIMITS.maxStakeMinor, symbol),
        }),
      );
    const autoX100 = auto.trim() ? parseX(auto) : undefined;
    if (autoX100 === null || (autoX100 !== undefined && autoX100 < CRASH_LIMITS.minAutoCashoutX100))
      return setProblem(t('crash.bet.invalidAuto'));
    setProblem(null);
    onBet(stakeMinor, autoX100);
  };
  const scale = (factor: number) => {
    const next = Math.round((stakeMinor ?? 1_000) * factor);
    setStake(
      (
        Math.min(CRASH_LIMITS.maxStakeMinor, Math.max(CRASH_LIMITS.minStakeMinor, next)) / 100
      ).toFixed(2),
    );
  };

  let action;
  if (open && phase === 'running')
    action = (
      <button type="button" className={styles.cashOut} disabled={busy} onClick={onCashOut}>
        {t('crash.bet.cashOut', {
          amount: formatMinor(crashWinMinor(bet.stakeMinor, x100), symbol),
        })}
      </button>
    );
  else if (phase === 'betting' && !bet)
    action = (
      <button type="button" className={styles.place} disabled={busy} onClick={submit}>
        {t('crash.bet.place', { amount: formatMinor(stakeMinor ?? 0, symbol) })}
      </button>
    );
  else
    action = (
      <button type="button" className={styles.place} disabled>
        {open ? t('crash.bet.inPlay') : t('crash.bet.waiting')}
      </button>
    );

  const shownError = problem ?? error;
  return (
    <section className={styles.panel} aria-label={t('crash.bet.section')}>
      <div className={styles.fields}>
        <label htmlFor={`${id}-stake`}>{t('crash.bet.stake')}</label>
        <div className={styles.stakeRow}>
          <button type="button" onClick={() => scale(0.5)} aria-label={t('crash.bet.half')}>
            ½
          </button>
          <input
            id={`${id}-stake`}
            inputMode="decimal"
            autoComplete="off"
            value={stake}
            onChange={(e) => setStake(e.target.value)}
          />
          <button type="button" onClick={() => scale(2)} aria-label={t('crash.bet.double')}>
            2×
          </button>
        </div>
        <label htmlFor={`${id}-auto`}>{t('crash.bet.auto')}</label>
        <input
          id={`${id}-auto`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('crash.bet.autoPlaceholder')}
          value={auto}
          onChange={(e) => setAuto(e.target.value)}
        />
      </div>
      {shownError && (
        <p className={styles.error} role="alert">
          {shownError}
        </p>
      )}
      {action}
    </section>
  );
}
