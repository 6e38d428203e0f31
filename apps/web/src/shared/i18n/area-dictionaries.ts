import { addAreaLoaders, loadDictionary, type DictionaryPart } from './i18n';
import type { DictionaryArea } from './dictionary-parts';
import type { LanguageCode } from './languages';

/*
 * The dictionary areas' chunks (dictionary-parts.ts), loaded by the screens that use them
 * (app/route-modules.ts) through this module, which the app's first chunk does not carry.
 */
addAreaLoaders({
  bn: {
    wallet: () => import('./locales/bn.json?wallet').then((m) => m.default),
    agent: () => import('./locales/bn.json?agent').then((m) => m.default),
    agentTeam: () => import('./locales/bn.json?agentTeam').then((m) => m.default),
    lottery: () => import('./locales/bn.json?lottery').then((m) => m.default),
    originals: () => import('./locales/bn.json?originals').then((m) => m.default),
    extras: () => import('./locales/bn.json?extras').then((m) => m.default),
  },
  en: {
    wallet: () => import('./locales/en.json?wallet').then((m) => m.default),
    agent: () => import('./locales/en.json?agent').then((m) => m.default),
    agentTeam: () => import('./locales/en.json?agentTeam').then((m) => m.default),
    lottery: () => import('./locales/en.json?lottery').then((m) => m.default),
    originals: () => import('./locales/en.json?originals').then((m) => m.default),
    extras: () => import('./locales/en.json?extras').then((m) => m.default),
  },
});

/** A screen's texts with its areas'. */
export const loadWithAreas = (
  language: LanguageCode,
  part: DictionaryPart,
  areas: readonly DictionaryArea[],
) => loadDictionary(language, part, areas);
