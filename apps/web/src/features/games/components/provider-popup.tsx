import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice, FilterSheet, choiceListClass } from './filter-sheet';

export interface ProviderPopupProps {
  vendors: readonly { vassalage: string; displayName: string }[];
  /** The applied vendor; '' is All. */
  value: string;
  onApply: (vassalage: string) => void;
  onClose: () => void;
}

/**
 * Spec 2.5 and 4: a provider or All. The choice applies on Submit only; Reset returns to All
 * (applied at once) and closes.
 */
export function ProviderPopup({ vendors, value, onApply, onClose }: ProviderPopupProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const options = [{ vassalage: '', displayName: t('games.filters.all') }, ...vendors];
  return (
    <FilterSheet
      title={t('games.filters.providerTitle')}
      onClose={onClose}
      onSubmit={() => {
        if (draft !== value) onApply(draft);
        onClose();
      }}
      onReset={() => {
        if (value !== '') onApply('');
        onClose();
      }}
    >
      <ul className={choiceListClass}>
        {options.map((o) => (
          <li key={o.vassalage || 'all'}>
            <Choice selected={draft === o.vassalage} onClick={() => setDraft(o.vassalage)}>
              {o.displayName}
            </Choice>
          </li>
        ))}
      </ul>
    </FilterSheet>
  );
}
