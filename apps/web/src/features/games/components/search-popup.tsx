import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { FilterSheet } from './filter-sheet';
import styles from './search-box.module.css';

/** Spec 9: "game search debounce 500 ms". */
export const SEARCH_DEBOUNCE_MS = 500;

interface SearchBoxProps {
  value: string;
  onSearch: (name: string) => void;
}

/** A name search that searches once typing pauses for 500 ms, not on every key. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => {
    if (settled.trim() !== latest.current.value) latest.current.onSearch(settled.trim());
  }, [settled]);
  return (
    <div className={styles.box}>
      <label htmlFor={id} className={styles.label}>
        {t('games.filters.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}

/** Spec 2.12: the search popup of a category (never lottery); results show behind it. */
export function SearchPopup({
  value,
  onSearch,
  onClose,
}: SearchBoxProps & { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FilterSheet title={t('games.filters.searchTitle')} onClose={onClose}>
      <SearchBox value={value} onSearch={onSearch} />
    </FilterSheet>
  );
}
