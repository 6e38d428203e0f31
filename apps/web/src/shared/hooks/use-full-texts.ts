import { useEffect, useState } from 'react';
import type { DictionaryArea } from '../i18n/dictionary-parts';
import { getLanguage } from '../stores/preferences-store';

/**
 * Whether the whole dictionary and the given areas are here, for a piece that joins a
 * first-screen page (home loads only the shell's texts first, dictionary-parts.ts) after its
 * first render: the piece waits for its texts rather than showing keys.
 */
export function useFullTexts(areas: readonly DictionaryArea[] = []): boolean {
  const [ready, setReady] = useState(false);
  const key = areas.join();
  useEffect(() => {
    let live = true;
    void import('../i18n/area-dictionaries')
      .then((d) =>
        d.loadWithAreas(getLanguage(), 'full', key ? (key.split(',') as DictionaryArea[]) : []),
      )
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [key]);
  return ready;
}
