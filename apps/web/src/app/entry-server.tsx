import type { BootData } from '@app/contract';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { seedBootData } from './boot-data';
import { documentTitle, routeTitle } from './layout/document-title';
import { AppProvider } from './provider';
import { dictionaryAreasOf, dictionaryPartOf, preloadRouteModule } from './route-modules';
import { AppRoutes } from './routes';
import { gameScreenNeeds, type GameScreenNeeds } from '@/features/games/lib/first-screen';
import { imageCdnsOf } from '@/features/system/utils/customer-service';
import { createQueryClient } from '@/shared/api/query-client';
import { findRoute } from '@/shared/config/match-route';
import { paths } from '@/shared/config/paths';
import {
  addDictionary,
  dictionaryOf,
  i18n,
  initI18n,
  type DictionaryPart,
} from '@/shared/i18n/i18n';
import { isLanguageCode, toLocale, type LanguageCode } from '@/shared/i18n/languages';
import { imageUrl } from '@/shared/lib/image-url';
import bn from '@/shared/i18n/locales/bn.json';
import en from '@/shared/i18n/locales/en.json';

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  language: string;
  boot: BootData;
}

export interface RenderResult {
  /** The markup inside the app's root element. */
  html: string;
  /** `<html lang>`. */
  lang: string;
  title: string;
  /**
   * Source files (keys of the build's manifest) whose chunks this page loads at once: its screen
   * and its dictionary. The server names them in the page head.
   */
  sources: string[];
  /** The first screen's largest image, worth a preload before any script runs. */
  lcpImage: string | null;
  /**
   * The markup is only the splash until the page's code runs (a member's screen: the server
   * renders signed out), so the server preloads the code at once rather than after a paint.
   */
  codeFirst: boolean;
}

initI18n('BN');
addDictionary('bn', bn);
addDictionary('en', en);

/** Manifest keys of the dictionary chunks (vite/dictionary-parts.ts) a page needs at once. */
const dictionarySources = (name: string, part: DictionaryPart, areas: readonly string[]) =>
  (part === 'core' ? ['core'] : ['core', 'rest', ...areas]).map(
    (chunk) => `src/shared/i18n/locales/${name}.json.${chunk}.js`,
  );

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** What a page shows from data the server can put inline (contract `BootData`). */
export interface PageNeeds extends GameScreenNeeds {
  homeBanners: boolean;
}

export function pageNeeds(url: string): PageNeeds {
  const { pathname, search } = new URL(url, 'http://x');
  const name = findRoute(pathname);
  return { homeBanners: paths[name].traits.banner, ...gameScreenNeeds(name, search) };
}

/** The first screen's largest picture: the home banner, or a game list's first tile. */
function lcpImageOf(boot: BootData, banner: boolean): string | null {
  if (boot.status.status !== 0) return null;
  const cdns = imageCdnsOf(boot.status);
  const image = banner ? boot.homeBanners?.[0]?.url : boot.gameLists?.[0]?.value.games[0]?.iconUrl;
  return image ? imageUrl(image, cdns) : null;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one page of the app with react-dom/server, complete (lazy screens and the banner block
 * included), as the browser will hydrate it: signed out (the server cannot see the browser's
 * storage) and from the inline boot data. Renders run one at a time: i18n's language is global.
 */
export function render(input: RenderInput): Promise<RenderResult> {
  const result = queue.then(() => renderNow(input));
  queue = result.catch(() => undefined);
  return result;
}

async function renderNow({ url, language: requested, boot }: RenderInput): Promise<RenderResult> {
  const language: LanguageCode = isLanguageCode(requested) ? requested : 'BN';
  await i18n.changeLanguage(toLocale(language));
  const pathname = new URL(url, 'http://x').pathname;
  const name = findRoute(pathname);
  const { module, traits } = paths[name];
  await preloadRouteModule(module);

  const queryClient = createQueryClient();
  seedBootData(queryClient, boot);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // The page is sent whole, never streamed: a Suspense boundary larger than a chunk (12,800
    // bytes by default) would otherwise come out of line, revealed by an inline script that the
    // CSP (script-src 'self') blocks, and the browser would render that boundary again.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return {
    html,
    lang: toLocale(language),
    title: documentTitle(i18n.t, routeTitle(i18n.t, name)),
    sources: [
      `src/app/routes/${kebab(module)}.tsx`,
      ...dictionarySources(
        dictionaryOf(language),
        dictionaryPartOf(module),
        dictionaryAreasOf(module),
      ),
      // The loader of area dictionaries (route-modules.ts), which a screen of an area waits for.
      ...(dictionaryAreasOf(module).length ? ['src/shared/i18n/area-dictionaries.ts'] : []),
    ],
    lcpImage: lcpImageOf(boot, traits.banner),
    codeFirst: traits.visitor !== undefined,
  };
}
