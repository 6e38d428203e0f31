/// <reference lib="webworker" />
// The service worker (built by apps/web/build.ts into dist/sw.js, scope /m/). See README "The
// installable app" for what it serves and why.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PAGE } from './offline-page';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

// The app's hashed chunks and styles, its icons, the web manifest and the offline screen, fetched
// once after the first visit; a new build's worker fetches what changed and drops the rest.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Pages: always from the network, because every page is rendered for its URL, language and the
// caller's status. A page that cannot be fetched gets the offline screen instead of the browser's
// error page. API answers (/wps, /lgw, /vendor, /operator, /dev) match no route at all: the
// browser fetches them itself, so money and session data are never answered from a cache.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error(),
        },
      ],
    }),
    { allowlist: [/^\/m(\/|$)/] },
  ),
);

self.addEventListener('activate', (event) => {
  // The page's request starts while the worker boots, so a navigation waits for neither.
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

// A new version waits until the page asks it to take over (register-service-worker.ts: at the
// reader's next navigation), never in the middle of a screen.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
