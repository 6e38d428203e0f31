import type { RecordPeriod } from '@app/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  localDay,
  rangeProblem,
  type DateFilter,
  type RangeProblem,
} from '../../lib/records-filters';
import { RECORD_MAX_RANGE_DAYS, recordPeriods } from '../../lib/records-contract';
import styles from './filters.module.css';

interface PeriodFilterProps {
  value: DateFilter;
  onChange: (value: DateFilter) => void;
}

/**
 * Issue 9 date filter: today, yesterday, 7 days, 30 days, or a custom range of at most 90 days
 * picked with two date inputs and applied with Search (a half-typed range asks nothing).
 */
export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const [customOpen, setCustomOpen] = useState(value.period === 'custom');
  const [startDate, setStartDate] = useState(value.startDate ?? localDay(-6));
  const [endDate, setEndDate] = useState(value.endDate ?? localDay(0));
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const selected: RecordPeriod = customOpen ? 'custom' : value.period;

  const choose = (period: RecordPeriod) => {
    setProblem(null);
    if (period === 'custom') return setCustomOpen(true);
    setCustomOpen(false);
    onChange({ period });
  };
  const apply = () => {
    const found = rangeProblem(startDate, endDate);
    setProblem(found);
    if (!found) onChange({ period: 'custom', startDate, endDate });
  };
  const message =
    problem === 'tooLong'
      ? t('wallet.records.filters.rangeTooLong', { days: RECORD_MAX_RANGE_DAYS })
      : problem === 'order'
        ? t('wallet.records.filters.rangeOrder')
        : problem === 'missing'
          ? t('wallet.records.filters.rangeMissing')
          : null;

  return (
    <div className={styles.period}>
      <div role="group" aria-label={t('wallet.records.filters.period')} className={styles.chips}>
        {recordPeriods.map((period) => (
          <button
            key={period}
            type="button"
            className={styles.chip}
            aria-pressed={selected === period}
            onClick={() => choose(period)}
          >
            {t(`wallet.records.filters.${period}`)}
          </button>
        ))}
      </div>
      {customOpen && (
        <div className={styles.range}>
          <label className={styles.field}>
            <span>{t('wallet.records.filters.from')}</span>
            <input
              type="date"
              value={startDate}
              max={localDay(0)}
              aria-invalid={problem !== null}
              aria-describedby={message ? `${id}-error` : undefined}
              onChange={(e) => setStartDate(e.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span>{t('wallet.records.filters.to')}</span>
            <input
              type="date"
              value={endDate}
              max={localDay(0)}
              aria-invalid={problem !== null}
              aria-describedby={message ? `${id}-error` : undefined}
              onChange={(e) => setEndDate(e.target.value)}
            />
          </label>
          <button type="button" className={styles.apply} onClick={apply}>
            {t('wallet.records.filters.apply')}
          </button>
          {message && (
            <p id={`${id}-error`} role="alert" className={styles.error}>
              {message}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
