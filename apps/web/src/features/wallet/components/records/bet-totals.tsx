import type { BetHistoryPage } from '../../api/get-bet-history';
import { useTranslation } from 'react-i18next';
import { formatMinor, formatSignedMinor, toneOf } from '../../lib/records-format';
import styles from './records.module.css';

interface BetTotalsProps {
  totals: BetHistoryPage['totals'];
  /** The days the filter resolved to (merchant's days), so the player sees what is counted. */
  range: BetHistoryPage['range'];
  symbol: string;
}

/** Stake, win and net over the whole filter (every page carries them), not only the rows shown. */
export function BetTotals({ totals, range, symbol }: BetTotalsProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.totals} aria-label={t('wallet.records.totals.label')}>
      <p className={styles.count}>
        <span>
          {t('wallet.records.filters.range', { start: range.startDate, end: range.endDate })}
        </span>
        <span>{t('wallet.records.totals.count', { count: totals.count })}</span>
      </p>
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
