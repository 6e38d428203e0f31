import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useFullTexts } from '@/shared/hooks/use-full-texts';
import { useSentinel } from '@/shared/hooks/use-sentinel';

// Each widget's code comes when it is near, not with this chunk: the home route's chunk then lists
// only this one file for it (Vite's preload list), the first screen's budget being 110 KB.
const JackpotWidget = lazy(() =>
  import('@/features/games/components/home/jackpot-widget').then((m) => ({
    default: m.JackpotWidget,
  })),
);
const HomeFavourites = lazy(() =>
  import('@/features/games/components/home/home-favourites').then((m) => ({
    default: m.HomeFavourites,
  })),
);
const HomeMemberPanel = lazy(() =>
  import('./home-member-panel').then((m) => ({ default: m.HomeMemberPanel })),
);

/**
 * A widget below the games, mounted when the player scrolls near it: until then a bare marker
 * (the same on the server and at hydration, whoever is signed in), no request and no texts. Its
 * texts are not the first screen's (dictionary-parts.ts): it waits for them too.
 */
function WhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const sentinel = useSentinel<HTMLDivElement>(!near, () => setNear(true));
  return near ? <WithTexts>{children}</WithTexts> : <div ref={sentinel} />;
}

const EXTRAS = ['extras'] as const;

/** The widget once its texts (the extras area, dictionary-parts.ts) are here. */
function WithTexts({ children }: { children: ReactNode }) {
  return useFullTexts(EXTRAS) ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The home's widgets below the games (spec 2.5, issue 22): the jackpot, a member's favourites and
 * the member panel. This small chunk comes after the home's first render (home.tsx); each widget's
 * code, texts and data once the player scrolls near it.
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
