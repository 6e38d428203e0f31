import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { seedBootData } from './boot-data';
import { prefetchFirstScreen } from './prefetch';
import { AppProvider } from './provider';
import { preloadRouteModule } from './route-modules';
import { AppRoutes } from './routes';
import { readBootData } from '@/shared/api/boot-data';
import { batchQueryNotifications } from '@/shared/api/frame-batched-notify';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/config/paths';
import { findRoute } from '@/shared/config/match-route';
import { initI18n, initialLanguage, loadDictionary } from '@/shared/i18n/i18n';
import { toLocale, type LanguageCode } from '@/shared/i18n/languages';
import { FIRST_RENDER_MARK } from '@/shared/config/constants';
import { storage } from '@/shared/lib/storage';
import { getSessionToken } from '@/shared/stores/session-store';

// The language the server rendered the page in, read before initI18n sets the reader's own.
const renderedLanguage = document.documentElement.lang;

/** A task boundary: the browser may paint and handle input before what follows. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Marks the first render as committed (a performance mark, before any effect runs): the benchmark
 * and the size budget count the code fetched before it, and the browser tests wait for it before
 * they tap. Then the rest of the texts (forms, error messages) load for whatever comes next.
 */
function FirstRender({ language }: { language: LanguageCode }) {
  useLayoutEffect(() => void performance.mark(FIRST_RENDER_MARK), []);
  useEffect(() => void loadDictionary(language, 'full'), [language]);
  return null;
}

/**
 * Each step a task of its own, so that none is long enough to hold up a tap (total blocking time,
 * issue 22): evaluating this chunk (React, the router, the libraries) is one; the stored state
 * and the texts the next; the data inline in the page the next; then, once the texts and this
 * route's screen are in, the first render or hydration, as a transition that React renders in
 * slices. Not a top-level await: the screen's chunk imports this chunk, which must finish
 * evaluating first.
 */
async function start() {
  await nextTask();
  storage.clearLegacyKeys();
  batchQueryNotifications();
  const language = initialLanguage();
  initI18n(language);
  await nextTask();
  const boot = readBootData();
  const route = paths[findRoute(window.location.pathname)];
  const container = document.getElementById('root')!;
  // A pre-rendered page becomes the live app in place when it was rendered for this reader: in
  // their language and from the data inline beside it. Otherwise (a static host, the dev server, a
  // language chosen on another device) the app renders afresh over the shell. So does a member's
  // screen opened with a stored session: the server drew the splash (it cannot see the session),
  // which the screen replaces whole; hydrating the splash first would make that replacement an
  // update from the session store, which React renders in one task instead of in slices.
  const hydrate =
    container.firstElementChild !== null &&
    boot !== null &&
    renderedLanguage === toLocale(language) &&
    !(route.traits.visitor && getSessionToken() !== null);
  if (boot) seedBootData(queryClient, boot);
  // Hydration must start from the data the page was rendered with, so nothing else is fetched
  // before it: an answer arriving first would change the page under React's feet.
  if (!hydrate) prefetchFirstScreen(queryClient, window.location.pathname);

  await Promise.all([loadDictionary(language, 'core'), preloadRouteModule(route.module)]);
  await nextTask();
  const app = (
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
      <FirstRender language={language} />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
