import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/shared/lib/format-money';
import styles from './common.module.css';

/** The stakes offered, in minor units: whole multiples of the slot's ten lines. */
export const STAKES_MINOR = [100, 500, 1_000, 5_000, 10_000] as const;

/** The stake as a row of touch-sized chips (one pressed). */
export function StakePicker({
  value,
  onChange,
  symbol,
}: {
  value: number;
  onChange: (minor: number) => void;
  symbol: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('originals.play.stake')} className={styles.chips}>
      {STAKES_MINOR.map((minor) => (
        <button
          key={minor}
          type="button"
          className={styles.chip}
          aria-pressed={minor === value}
          aria-label={t('originals.play.stakeOf', { amount: formatMinor(minor, symbol) })}
          onClick={() => onChange(minor)}
        >
          {formatMinor(minor)}
        </button>
      ))}
    </div>
  );
}

export interface WalletView {
  balanceMinor: number | null;
  currencySymbol: string;
}

/** The member's balance, lent by the wallet feature through the route. */
export function BalanceLine({ wallet }: { wallet: WalletView }) {
  const { t } = useTranslation();
  return (
    <p className={styles.balance}>
      <span>{t('originals.play.balance')}</span>
      <strong data-testid="originals-balance">
        {wallet.balanceMinor === null
          ? '…'
          : formatMinor(wallet.balanceMinor, wallet.currencySymbol)}
      </strong>
    </p>
  );
}
