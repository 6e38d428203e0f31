import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../lib/cashier-money';
import { feePercent, type DepositQuote } from '../../lib/deposit-maths';
import cashierStyles from '../cashier/cashier.module.css';
import styles from './deposit.module.css';

interface DepositSummaryProps {
  quote: DepositQuote;
  feeBps: number;
  symbol: string;
}

/** What the deposit will do: the amount, the fee taken, what is credited, the bonus, the total. */
export function DepositSummary({ quote, feeBps, symbol }: DepositSummaryProps) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinor(minor, symbol);
  const rows: [string, string][] = [
    [t('wallet.deposit.summary.amount'), money(quote.amountMinor)],
    [
      t('wallet.deposit.summary.fee', { fee: feePercent(feeBps) }),
      quote.feeMinor ? `-${money(quote.feeMinor)}` : money(0),
    ],
    [t('wallet.deposit.summary.credit'), money(quote.creditMinor)],
    [
      t('wallet.deposit.summary.bonus'),
      quote.bonusMinor ? `+${money(quote.bonusMinor)}` : money(0),
    ],
  ];
  return (
    <section className={styles.summary} aria-labelledby="deposit-summary">
      <h3 id="deposit-summary" className={cashierStyles.legend}>
        {t('wallet.deposit.summary.title')}
      </h3>
      <dl className={cashierStyles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={cashierStyles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`${cashierStyles.row} ${styles.total}`}>
          <dt>{t('wallet.deposit.summary.total')}</dt>
          <dd>{money(quote.creditMinor + quote.bonusMinor)}</dd>
        </div>
      </dl>
    </section>
  );
}
