import type { TransactionRecord, TransactionType } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useTransactionRecords, type TransactionFilter } from '../../api/get-transaction-records';
import { useCurrencySymbol } from '../../hooks/records-currency';
import { useRecordParams } from '../../hooks/records-date-filter';
import { transactionTypes } from '../../lib/records-contract';
import { PeriodFilter } from './period-filter';
import { joinPages, RecordList } from '@/shared/ui/paged-list';
import { TransactionRow } from './transaction-row';
import filterStyles from './filters.module.css';
import styles from './records.module.css';

const idOf = (record: TransactionRecord) => record.id;
const isType = (v: string | null): v is TransactionType =>
  transactionTypes.includes(v as TransactionType);

/**
 * /m/transaction/record (issue 9): deposits, withdrawals, bonuses, free-play grants and
 * adjustments by type and date, page by page. The spec's `types=A` query (the agent entry) is
 * left alone; the type filter is `type`.
 */
export function TransactionRecordScreen() {
  const { t } = useTranslation();
  const { params, dates, set, setDates } = useRecordParams();
  const raw = params.get('type');
  const type = isType(raw) ? raw : '';
  const filter: TransactionFilter = { ...dates, ...(type ? { type } : {}) };
  const query = useTransactionRecords(filter);
  // Rows wait for the symbol (the balance call), so amounts never show without it.
  const symbol = useCurrencySymbol();
  const items = joinPages(query.data?.pages, idOf);
  // The days the server resolved the filter to: what the list shows, in the merchant's days.
  const range = query.data?.pages[0]?.range;

  return (
    <div className={styles.page}>
      <section className={filterStyles.filters} aria-label={t('wallet.records.filters.label')}>
        <div
          role="group"
          aria-label={t('wallet.records.filters.type')}
          className={`${filterStyles.chips} ${filterStyles.chips3}`}
        >
          {(['', ...transactionTypes] as const).map((value) => (
            <button
              key={value || 'all'}
              type="button"
              className={filterStyles.chip}
              aria-pressed={type === value}
              onClick={() => set({ type: value || undefined })}
            >
              {value
                ? t(`wallet.records.transactions.types.${value}`)
                : t('wallet.records.filters.all')}
            </button>
          ))}
        </div>
        <PeriodFilter key={JSON.stringify(dates)} value={dates} onChange={setDates} />
      </section>
      {range && (
        <p className={styles.caption}>
          {t('wallet.records.filters.range', { start: range.startDate, end: range.endDate })}
        </p>
      )}
      <RecordList
        label={t('wallet.records.transactions.label')}
        keyOf={idOf}
        pages={{ ...query, items, isPending: query.isPending || symbol === undefined }}
      >
        {(record) => <TransactionRow record={record} symbol={symbol ?? ''} />}
      </RecordList>
    </div>
  );
}
