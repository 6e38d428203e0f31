import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice, FilterSheet, choiceListClass } from './filter-sheet';

interface ClassifyPopupProps {
  /** The vendor's classes (spec 3 "gameClassify list"). */
  classes: readonly { key: string; displayName: string }[];
  /** 'ALL', 'NEW' or a class key. */
  value: string;
  onApply: (choice: string) => void;
  onClose: () => void;
}

/**
 * Spec 2.12 game filter popup and spec 4's rules for it: choosing the active class again clears
 * the choice; Reset clears the filter and closes; Submit with nothing chosen only closes,
 * otherwise it applies the choice (a new search from page 1).
 */
export function ClassifyPopup({ classes, value, onApply, onClose }: ClassifyPopupProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const options = [
    { key: 'ALL', displayName: t('games.filters.all') },
    { key: 'NEW', displayName: t('games.filters.new') },
    ...classes,
  ];
  return (
    <FilterSheet
      title={t('games.filters.classifyTitle')}
      onClose={onClose}
      onSubmit={() => {
        if (draft) onApply(draft);
        onClose();
      }}
      onReset={() => {
        onApply('ALL');
        onClose();
      }}
    >
      <ul className={choiceListClass}>
        {options.map((o) => (
          <li key={o.key}>
            <Choice
              selected={draft === o.key}
              onClick={() => setDraft((d) => (d === o.key ? '' : o.key))}
            >
              {o.displayName}
            </Choice>
          </li>
        ))}
      </ul>
    </FilterSheet>
  );
}
