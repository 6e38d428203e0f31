import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '../../api/get-withdraw-info';
import { formatMinor } from '../../lib/cashier-money';
import { withdrawLimits } from '../../lib/withdraw-maths';
import cashierStyles from '../cashier/cashier.module.css';
import styles from './withdraw.module.css';

/** What can be withdrawn now, what pending requests hold, and today's limits. */
export function WithdrawBalance({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinor(minor, info.currencySymbol);
  const { countLeft, sumLeftMinor } = withdrawLimits(info);
  return (
    <section className={styles.card} aria-labelledby="withdraw-balance">
      <h2 id="withdraw-balance" className={cashierStyles.title}>
        {t('wallet.withdraw.balance.title')}
      </h2>
      <div className={styles.balances}>
        <div>
          <p className={styles.balanceLabel}>{t('wallet.withdraw.balance.available')}</p>
          <p className={styles.balanceValue}>{money(info.availableMinor)}</p>
        </div>
        <div>
          <p className={styles.balanceLabel}>{t('wallet.withdraw.balance.held')}</p>
          <p className={styles.balanceValue}>{money(info.heldMinor)}</p>
        </div>
      </div>
      <dl className={cashierStyles.rows} aria-label={t('wallet.withdraw.limits.title')}>
        <div className={cashierStyles.row}>
          <dt>{t('wallet.withdraw.limits.perRequest')}</dt>
          <dd>
            {t('wallet.deposit.limits', { min: money(info.minMinor), max: money(info.maxMinor) })}
          </dd>
        </div>
        <div className={cashierStyles.row}>
          <dt>{t('wallet.withdraw.limits.countLeft')}</dt>
          <dd>
            {t('wallet.withdraw.limits.countOf', { left: countLeft, limit: info.dailyCountLimit })}
          </dd>
        </div>
        <div className={cashierStyles.row}>
          <dt>{t('wallet.withdraw.limits.sumLeft')}</dt>
          <dd>{money(sumLeftMinor)}</dd>
        </div>
      </dl>
    </section>
  );
}
