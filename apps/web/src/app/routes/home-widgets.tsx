import { useEffect, useState, type ReactNode } from 'react';
import { HomeFavourites } from '@/features/games/components/home/home-favourites';
import { JackpotWidget } from '@/features/games/components/home/jackpot-widget';
import { useSentinel } from '@/shared/hooks/use-sentinel';
import { loadDictionary } from '@/shared/i18n/i18n';
import { getLanguage } from '@/shared/stores/preferences-store';
import { HomeMemberPanel } from './home-member-panel';

/**
 * A widget below the games, mounted when the player scrolls near it: until then a bare marker
 * (the same on the server and at hydration, whoever is signed in), no request and no texts. Its
 * texts are not the first screen's (dictionary-parts.ts): it waits for them too.
 */
function WhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const [texts, setTexts] = useState(false);
  const sentinel = useSentinel<HTMLDivElement>(!near, () => setNear(true));
  useEffect(() => {
    if (!near) return;
    let live = true;
    void loadDictionary(getLanguage(), 'full').then(() => live && setTexts(true));
    return () => {
      live = false;
    };
  }, [near]);
  return near && texts ? children : <div ref={sentinel} />;
}

/**
 * The home's widgets below the games (spec 2.5, issue 22): the jackpot, a member's favourites and
 * the member panel. One chunk, loaded after the home's first render (home.tsx); each fetches its
 * data once near the viewport.
 */
export function HomeWidgets() {
  return (
    <>
      <WhenNear>
        <JackpotWidget />
      </WhenNear>
      <WhenNear>
        <HomeFavourites />
      </WhenNear>
      <WhenNear>
        <HomeMemberPanel />
      </WhenNear>
    </>
  );
}
