import { useTranslation } from 'react-i18next';
import styles from './filters.module.css';

export interface Option {
  value: string;
  label: string;
}

interface SelectFilterProps {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}

/** A labelled native select with 'All' (no filter) first: the phone's own picker, accessible. */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  const { t } = useTranslation();
  // A value from the URL that the options do not (yet) hold still shows as chosen.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('wallet.records.filters.all')}</option>
        {!known && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
