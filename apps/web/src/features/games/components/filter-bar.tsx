import type { Vendor } from '@app/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopup } from '@/shared/hooks/use-popup';
import { Icon } from '@/shared/ui/icon';
import { classifyChoice, type useGameFilters } from '../hooks/use-game-filters';
import { ClassifyPopup } from './classify-popup';
import { ProviderPopup } from './provider-popup';
import { SearchPopup } from './search-popup';
import styles from './filter-bar.module.css';

/** Choices for the minimum bet and minimum line filters (spec 2.12); '' is any. */
const betSteps = ['', '0.1', '0.5', '1', '5', '10'];
const lineSteps = ['', '5', '10', '20', '25', '50'];

interface FilterBarProps {
  state: ReturnType<typeof useGameFilters>;
  /** The category's vendors; none: no provider filter (the path fixes the vendor). */
  vendors: readonly Vendor[];
  showProvider: boolean;
  showClassify: boolean;
  showSearch: boolean;
  showBetLine: boolean;
}

/** A magnifier, local to this lazy screen so the shared icon set (on the home route) stays small. */
const SearchIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true">
    <path d="M10 3a7 7 0 0 1 5.6 11.2l5 5-1.4 1.4-5-5A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
  </svg>
);

/** The filter row above a game list: provider, classification, search, minimum bet and lines. */
export function FilterBar({ state, vendors, ...show }: FilterBarProps) {
  const { t } = useTranslation();
  const { filters } = state;
  const provider = usePopup();
  const classify = usePopup();
  const search = usePopup();
  const betId = useId();
  const lineId = useId();
  const vendor = vendors.find((v) => v.vassalage === filters.vassalage);
  // The classes of the chosen vendor, or of all the category's vendors while none is chosen.
  const classes = (vendor ? [vendor] : vendors)
    .flatMap((v) => v.gameClassify)
    .filter((c, i, all) => all.findIndex((o) => o.key === c.key) === i);
  const choice = classifyChoice(filters);
  const classLabel =
    choice === 'ALL'
      ? t('games.filters.classify')
      : choice === 'NEW'
        ? t('games.filters.new')
        : (classes.find((c) => c.key === choice)?.displayName ?? choice);

  return (
    <div className={styles.bar} role="group" aria-label={t('games.filters.label')}>
      {show.showProvider && (
        <button {...provider.triggerProps} className={styles.button}>
          <span>{vendor?.displayName ?? t('games.filters.provider')}</span>
          <Icon name="chevronDown" />
        </button>
      )}
      {show.showClassify && (
        <button {...classify.triggerProps} className={styles.button}>
          <span>{classLabel}</span>
          <Icon name="chevronDown" />
        </button>
      )}
      {show.showSearch && (
        <button
          {...search.triggerProps}
          className={`${styles.button} ${styles.icon}`}
          aria-label={t('games.filters.search')}
          aria-pressed={filters.gameName !== ''}
        >
          <SearchIcon />
        </button>
      )}
      {show.showBetLine && (
        <>
          <label htmlFor={betId} className="visually-hidden">
            {t('games.filters.minBet')}
          </label>
          <select
            id={betId}
            className={styles.select}
            value={filters.minBet}
            onChange={(e) => state.setMinBet(e.target.value)}
          >
            {betSteps.map((v) => (
              <option key={v} value={v}>
                {v ? `≥ ${v}` : t('games.filters.minBet')}
              </option>
            ))}
          </select>
          <label htmlFor={lineId} className="visually-hidden">
            {t('games.filters.minLine')}
          </label>
          <select
            id={lineId}
            className={styles.select}
            value={filters.minLine}
            onChange={(e) => state.setMinLine(e.target.value)}
          >
            {lineSteps.map((v) => (
              <option key={v} value={v}>
                {v ? `≥ ${v}` : t('games.filters.minLine')}
              </option>
            ))}
          </select>
        </>
      )}
      {provider.open && (
        <ProviderPopup
          vendors={vendors}
          value={filters.vassalage}
          onApply={state.setProvider}
          onClose={provider.close}
        />
      )}
      {classify.open && (
        <ClassifyPopup
          classes={classes}
          value={choice}
          onApply={state.setClassify}
          onClose={classify.close}
        />
      )}
      {search.open && (
        <SearchPopup value={filters.gameName} onSearch={state.setName} onClose={search.close} />
      )}
    </div>
  );
}
