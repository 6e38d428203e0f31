import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepositOptions } from '../../api/get-deposit-options';
import { formatMinor } from '../../lib/cashier-money';
import { feePercent } from '../../lib/deposit-maths';
import type { DepositFormValues } from '../../lib/deposit-schema';
import cashierStyles from '../cashier/cashier.module.css';
import styles from './deposit.module.css';

interface ChannelChoiceProps {
  offer: DepositOptions;
  register: UseFormRegister<DepositFormValues>;
}

/** 'new' template: one tile per channel (a radio each), with its limits and fee on the tile. */
export function ChannelTiles({ offer, register }: ChannelChoiceProps) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinor(minor, offer.currencySymbol);
  return (
    <fieldset className={cashierStyles.fieldset}>
      <legend className={cashierStyles.legend}>{t('wallet.deposit.channel')}</legend>
      <div className={cashierStyles.tiles}>
        {offer.channels.map((c) => (
          <label key={c.code} className={cashierStyles.tile}>
            <input
              type="radio"
              value={c.code}
              className={cashierStyles.radio}
              {...register('channel')}
            />
            <span className={cashierStyles.tileTitle}>
              {t(`wallet.deposit.channels.${c.code}`)}
            </span>
            <span className={styles.tileMeta}>
              {t('wallet.deposit.limits', { min: money(c.minMinor), max: money(c.maxMinor) })}
            </span>
            <span className={styles.tileMeta}>
              {t('wallet.deposit.fee', { fee: feePercent(c.feeBps) })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 'base' template: the channels in one select, the chosen one's limits and fee under it. */
export function ChannelSelect({ offer, register }: ChannelChoiceProps) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinor(minor, offer.currencySymbol);
  return (
    <label className={styles.selectField}>
      <span className={cashierStyles.legend}>{t('wallet.deposit.channel')}</span>
      <select className={styles.select} {...register('channel')}>
        {offer.channels.map((c) => (
          <option key={c.code} value={c.code}>
            {t('wallet.deposit.channelOption', {
              name: t(`wallet.deposit.channels.${c.code}`),
              min: money(c.minMinor),
              max: money(c.maxMinor),
              fee: feePercent(c.feeBps),
            })}
          </option>
        ))}
      </select>
    </label>
  );
}
