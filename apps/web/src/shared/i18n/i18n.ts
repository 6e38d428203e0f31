import { LANGUAGE_COOKIE } from '@app/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en.json';
import { dictionaryAreas, type DictionaryArea } from './dictionary-parts';
import { storage, storageKeys } from '../lib/storage';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  knownLanguageCodes,
  toLocale,
  type LanguageCode,
} from './languages';

type Dictionary = typeof en;
type DictionaryName = 'bn' | 'en';
/** 'core': the shell and first screen's texts; 'full': every text but the areas' (see below). */
export type DictionaryPart = 'core' | 'full';
type Chunk = 'core' | 'rest' | DictionaryArea;
type Loader = () => Promise<Partial<Dictionary>>;

/**
 * Chunks per dictionary and part: a page loads only its own language's, and first only the texts
 * its first render needs (see dictionary-parts.ts); a rendered page lists that chunk for the loader,
 * which fetches it beside the app's own.
 */
const parts: Record<DictionaryName, Partial<Record<Chunk, Loader>>> = {
  bn: {
    core: () => import('./locales/bn.json?core').then((m) => m.default),
    rest: () => import('./locales/bn.json?rest').then((m) => m.default),
  },
  en: {
    core: () => import('./locales/en.json?core').then((m) => m.default),
    rest: () => import('./locales/en.json?rest').then((m) => m.default),
  },
};

/**
 * The areas' loaders (area-dictionaries.ts) join here when the first screen of an area loads
 * them, so that the app's first chunk carries none of them (the home's 110 KB budget).
 */
export function addAreaLoaders(loaders: Record<DictionaryName, Record<DictionaryArea, Loader>>) {
  for (const name of ['bn', 'en'] as const) Object.assign(parts[name], loaders[name]);
}
const loaded = new Set<string>();
/** Every chunk a screen has asked for so far: another language loads the same ones. */
const asked = new Set<Chunk>(['core', 'rest']);

/** BN has its own dictionary; every other code reads EN (spec 1: ~30 codes, two dictionaries). */
export const dictionaryOf = (language: LanguageCode): DictionaryName =>
  language === 'BN' ? 'bn' : 'en';

/** The stored choice when it is a known code, otherwise BN (spec 1: BN is the default). */
export function initialLanguage(): LanguageCode {
  const stored = storage.get(storageKeys.language);
  return stored && isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Synchronous: the dictionaries are added as they load (`loadDictionary`). */
export function initI18n(language: LanguageCode = initialLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {},
      lng: toLocale(language),
      fallbackLng: 'en',
      supportedLngs: knownLanguageCodes.map(toLocale),
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
  } else if (i18n.language !== toLocale(language)) {
    void i18n.changeLanguage(toLocale(language));
  }
  applyDocumentLanguage(language);
  return i18n;
}

/** Adds a whole dictionary that is already at hand (the server renderer bundles both). */
export function addDictionary(name: DictionaryName, dictionary: Dictionary) {
  i18n.addResourceBundle(name, 'translation', dictionary, true, true);
  for (const chunk of ['core', 'rest', ...dictionaryAreas]) loaded.add(`${name}:${chunk}`);
}

/** Whether a language's texts are here for every part asked so far (a switch needs no wait). */
export const hasDictionary = (language: LanguageCode) =>
  [...asked].every((chunk) => loaded.has(`${dictionaryOf(language)}:${chunk}`));

/**
 * Fetches a language's texts once, with the areas a screen needs (dictionary-parts.ts); callers
 * switch language after it resolves. A full load (a language switch) also brings every area asked
 * for before, so the screen on show keeps its texts.
 */
export async function loadDictionary(
  language: LanguageCode,
  part: DictionaryPart = 'full',
  areas: readonly DictionaryArea[] = [],
) {
  const name = dictionaryOf(language);
  for (const area of areas) asked.add(area);
  const wanted: readonly Chunk[] = part === 'core' ? ['core'] : [...asked];
  await Promise.all(
    wanted
      .filter((chunk) => !loaded.has(`${name}:${chunk}`))
      .map(async (chunk) => {
        i18n.addResourceBundle(name, 'translation', await parts[name][chunk]!(), true, true);
        loaded.add(`${name}:${chunk}`);
      }),
  );
}

export function applyDocumentLanguage(language: LanguageCode) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = toLocale(language);
  // Mirrors the choice (kept in local storage, spec 1) where the server can read it, so the next
  // page it renders is already in this language. Not secret; read by nothing else.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * A string resource of the current language (then EN), or undefined. Used for keys built at run
 * time (`errors.<errorCode>`), which the typed `t` cannot check.
 */
export function lookup(key: string): string | undefined {
  for (const lng of [i18n.language, 'en']) {
    const value: unknown = i18n.getResource(lng, 'translation', key);
    if (typeof value === 'string') return value;
  }
  return undefined;
}

export { i18n };
