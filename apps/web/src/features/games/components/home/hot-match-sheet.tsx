import { useTranslation } from 'react-i18next';
import { useFullTexts } from '@/shared/hooks/use-full-texts';
import { FilterSheet } from '../filter-sheet';
import { HotMatchList } from './hot-match-list';

const EXTRAS = ['extras'] as const;

/**
 * The hot-match view (spec 2.5): the matches live now and the next to kick off, each opening its
 * sports vendor. A sheet over the home keeps the player's place. Its texts are not the first
 * screen's (dictionary-parts.ts: the extras area): it waits for them.
 */
export function HotMatchSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const texts = useFullTexts(EXTRAS);

  return (
    <FilterSheet title={t('games.home.hotMatch.title')} onClose={onClose}>
      {texts && <HotMatchList />}
    </FilterSheet>
  );
}
