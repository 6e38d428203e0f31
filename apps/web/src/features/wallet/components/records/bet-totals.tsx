import type { BetHistoryPage } from '../../api/get-bet-history';
import { useTranslation } from 'react-i18next';
import { formatMinor, formatSignedMinor, toneOf } from '../../lib/records-format';
import styles from './records.module.css';

/** Stake, win and net over the whole filter (every page carries them), not only the rows shown. */
export function BetTotals({
  totals,
  symbol,
}: {
  totals: BetHistoryPage['totals'];
  symbol: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.totals} aria-label={t('wallet.records.totals.label')}>
      <p className={styles.count}>{t('wallet.records.totals.count', { count: totals.count })}</p>
      <dl className={styles.totalGrid}>
        <div>
          <dt>{t('wallet.records.totals.stake')}</dt>
          <dd>{formatMinor(totals.stakeMinor, symbol)}</dd>
        </div>
        <div>
          <dt>{t('wallet.records.totals.win')}</dt>
          <dd>{formatMinor(totals.winMinor, symbol)}</dd>
        </div>
        <div>
          <dt>{t('wallet.records.totals.net')}</dt>
          <dd className={styles[toneOf(totals.netMinor)]}>
            {formatSignedMinor(totals.netMinor, symbol)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
