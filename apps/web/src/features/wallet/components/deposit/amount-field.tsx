import type { DepositChannel } from '@app/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/text-field';
import { formatMinor } from '../../lib/cashier-money';
import styles from './deposit.module.css';

interface AmountFieldProps {
  symbol: string;
  channel: DepositChannel | null;
  /** The 'new' template's quick-amount chips. */
  chips: boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn<'amount'>;
  onPick: (minor: number) => void;
}

/** The amount in major units, the channel's limits as its hint, and the channel's quick amounts. */
export function AmountField({
  symbol,
  channel,
  chips,
  error,
  registration,
  onPick,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinor(minor, symbol);
  return (
    <div className={styles.amount}>
      <TextField
        label={t('wallet.deposit.amount', { symbol })}
        placeholder={
          channel
            ? t('wallet.deposit.limits', {
                min: money(channel.minMinor),
                max: money(channel.maxMinor),
              })
            : undefined
        }
        inputMode="decimal"
        autoComplete="off"
        error={error}
        {...registration}
      />
      {chips && channel && channel.quickAmountsMinor.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('wallet.deposit.quickAmounts')}>
          {channel.quickAmountsMinor.map((minor) => (
            <button key={minor} type="button" className={styles.chip} onClick={() => onPick(minor)}>
              {money(minor)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
