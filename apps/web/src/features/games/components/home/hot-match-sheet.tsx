import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDictionary } from '@/shared/i18n/i18n';
import { getLanguage } from '@/shared/stores/preferences-store';
import { FilterSheet } from '../filter-sheet';
import { HotMatchList } from './hot-match-list';

/**
 * The hot-match view (spec 2.5): the matches live now and the next to kick off, each opening its
 * sports vendor. A sheet over the home keeps the player's place. Its texts are not the first
 * screen's (dictionary-parts.ts): they have usually arrived by the tap, else it waits for them.
 */
export function HotMatchSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(false);
  useEffect(() => {
    let live = true;
    void loadDictionary(getLanguage(), 'full').then(() => live && setTexts(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <FilterSheet title={t('games.home.hotMatch.title')} onClose={onClose}>
      {texts && <HotMatchList />}
    </FilterSheet>
  );
}
