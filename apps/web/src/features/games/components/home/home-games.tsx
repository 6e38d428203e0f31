import type { Banner } from '@app/contract';
import type { UseQueryOptions } from '@tanstack/react-query';
import { lazy, memo, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstCommit, useReleaseDeferred } from './deferred';
import { EntranceSkeleton, PreviewSkeleton } from './entrance-skeleton';
import { GameMenu } from './game-menu';
import styles from './home-games.module.css';

/** The live banners' query, handed in by the home route (banners belong to the content feature). */
export type LiveBannersQuery = UseQueryOptions<Banner[], Error, Banner[], readonly unknown[]>;

const load = () => afterFirstCommit(() => import('./below-the-fold'));
const GameEntrance = lazy(() => load().then((m) => ({ default: m.GameEntrance })));
const LivePreview = lazy(() => load().then((m) => ({ default: m.LivePreview })));

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Spec 2.5: the game menu beside the game entrance, then the live-casino preview. The menu is
 * small and comes with the home route; the entrance and the preview come in a chunk of their own
 * after the first render (deferred.ts). Memoised: a re-render of the home (the stored session
 * taking over after hydration) must not reach the boundaries before they have hydrated.
 */
export const HomeGames = memo(function HomeGames({
  liveBanners,
}: {
  liveBanners: LiveBannersQuery;
}) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  useReleaseDeferred();

  // Spec 2.5 "select the category and scroll to the top": the top of the games, under the header.
  const toTop = () =>
    section.current?.scrollIntoView({
      block: 'start',
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });

  return (
    <>
      <section ref={section} className={styles.games} aria-label={t('games.home.title')}>
        <GameMenu onSelect={toTop} />
        <div className={styles.entrance}>
          <Suspense fallback={<EntranceSkeleton />}>
            <GameEntrance />
          </Suspense>
        </div>
      </section>
      <Suspense fallback={<PreviewSkeleton />}>
        <LivePreview query={liveBanners} />
      </Suspense>
    </>
  );
});
