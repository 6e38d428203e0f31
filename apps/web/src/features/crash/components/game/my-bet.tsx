import type { CrashBet } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/shared/lib/format-money';
import { formatX } from '../../lib/format';
import styles from './crash.module.css';

/** The caller's bet on the round shown: in play, cashed out (and for how much), or lost. */
export function MyBet({ bet, symbol }: { bet: CrashBet; symbol: string }) {
  const { t } = useTranslation();
  const stake = formatMinor(bet.stakeMinor, symbol);
  const text =
    bet.state === 'won'
      ? t('crash.mine.won', {
          x: formatX(bet.cashoutX100 ?? 100),
          amount: formatMinor(bet.winMinor, symbol),
        })
      : bet.state === 'lost'
        ? t('crash.mine.lost', { stake })
        : bet.autoCashoutX100
          ? t('crash.mine.openAuto', { stake, x: formatX(bet.autoCashoutX100) })
          : t('crash.mine.open', { stake });
  return (
    <p className={styles[bet.state]} aria-live="polite">
      <strong>{t('crash.mine.title')}</strong> {text}
    </p>
  );
}
