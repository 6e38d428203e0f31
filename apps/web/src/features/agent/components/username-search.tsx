import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';

/**
 * The team screens' account search: typed freely, sent on submit. `value` is what the URL says
 * (a new value, after drill-down or back, replaces what was typed).
 */
export function UsernameSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (username: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <input
        className={styles.searchInput}
        type="search"
        value={typed}
        maxLength={32}
        onChange={(e) => setTyped(e.target.value)}
        aria-label={t('agentTeam.downline.search')}
        placeholder={t('agentTeam.downline.searchPlaceholder')}
      />
      <button type="submit" className={styles.searchButton}>
        {t('agentTeam.downline.submit')}
      </button>
    </form>
  );
}
