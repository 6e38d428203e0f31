import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { seedBootData } from './boot-data';
import { prefetchFirstScreen } from './prefetch';
import { AppProvider } from './provider';
import { preloadRouteModule } from './route-modules';
import { AppRoutes } from './routes';
import { readBootData } from '@/shared/api/boot-data';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/config/paths';
import { findRoute } from '@/shared/config/match-route';
import { initI18n, initialLanguage, loadDictionary } from '@/shared/i18n/i18n';
import { toLocale } from '@/shared/i18n/languages';
import { FIRST_RENDER_MARK } from '@/shared/config/constants';
import { storage } from '@/shared/lib/storage';

storage.clearLegacyKeys();
// The language the server rendered the page in, before initI18n sets the reader's own.
const renderedLanguage = document.documentElement.lang;
const language = initialLanguage();
initI18n(language);
const boot = readBootData();
const container = document.getElementById('root')!;
// A pre-rendered page becomes the live app in place when it was rendered for this reader: in their
// language and from the data inline beside it. Otherwise (a static host, the dev server, a
// language chosen on another device) the app renders afresh over the shell.
const hydrate =
  container.firstElementChild !== null && boot !== null && renderedLanguage === toLocale(language);
if (boot) seedBootData(queryClient, boot);
// Hydration must start from the data the page was rendered with, so nothing else is fetched
// before it: an answer arriving first would change the page under React's feet.
if (!hydrate) prefetchFirstScreen(queryClient, window.location.pathname);

/**
 * Marks the first render as committed (a performance mark, before any effect runs): the benchmark
 * and the size budget count the code fetched before it, and the browser tests wait for it before
 * they tap. Then the rest of the texts (forms, error messages) load for whatever comes next.
 */
function FirstRender() {
  useLayoutEffect(() => void performance.mark(FIRST_RENDER_MARK), []);
  useEffect(() => void loadDictionary(language, 'full'), []);
  return null;
}

const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
    <FirstRender />
  </StrictMode>
);

/**
 * The texts and this route's screen first, so the first render (or hydration) is complete. Not a
 * top-level await: the screen's chunk imports this chunk, which must finish evaluating first.
 */
async function start() {
  await Promise.all([
    loadDictionary(language, 'core'),
    preloadRouteModule(paths[findRoute(window.location.pathname)].module),
  ]);
  // A task of its own: evaluating this chunk was one already. And as a transition, so React
  // renders in slices and yields to the browser between them instead of holding the main thread
  // for the whole page (a tap during it is not delayed: total blocking time).
  await new Promise((resolve) => setTimeout(resolve, 0));
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
