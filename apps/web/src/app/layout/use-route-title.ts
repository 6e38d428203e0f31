import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@/shared/config/paths';
import { routeTitle } from './document-title';

/**
 * The route's title, again when the texts that carry it arrive: an area's screens bring their own
 * route titles (dictionary-parts.ts areaRouteTitles), after a navigation has drawn the shell. The
 * title itself is what the hook watches, so texts that leave it as it was (the full dictionary
 * after the first render, another area's) render nothing: React renders a store's change in one
 * task, and the shell bound to every addition was a sync render of the whole shell each time.
 */
export function useRouteTitle(name: RouteName): string {
  const { t, i18n } = useTranslation();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.store.on('added', onChange);
      return () => i18n.store.off('added', onChange);
    },
    [i18n],
  );
  const title = () => routeTitle(t, name);
  return useSyncExternalStore(subscribe, title, title);
}
