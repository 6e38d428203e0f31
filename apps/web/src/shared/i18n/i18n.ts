import { LANGUAGE_COOKIE } from '@app/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en.json';
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
/** 'core': the shell and first screen's texts; 'full': the whole dictionary. */
export type DictionaryPart = 'core' | 'full';

/**
 * Chunks per dictionary and part: a page loads only its own language's, and first only the texts
 * its first render needs (see dictionary-parts.ts); a rendered page lists that chunk for the loader,
 * which fetches it beside the app's own.
 */
const parts: Record<DictionaryName, Record<'core' | 'rest', () => Promise<Partial<Dictionary>>>> = {
  bn: {
    core: () => import('./locales/bn.json?core').then((m) => m.default),
    rest: () => import('./locales/bn.json?rest').then((m) => m.default),
  },
  en: {
    core: () => import('./locales/en.json?core').then((m) => m.default),
    rest: () => import('./locales/en.json?rest').then((m) => m.default),
  },
};
const loaded = new Set<string>();

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
  loaded.add(`${name}:core`).add(`${name}:rest`);
}

export const hasDictionary = (language: LanguageCode) =>
  loaded.has(`${dictionaryOf(language)}:core`) && loaded.has(`${dictionaryOf(language)}:rest`);

/** Fetches a language's texts once; callers switch language after it resolves. */
export async function loadDictionary(language: LanguageCode, part: DictionaryPart = 'full') {
  const name = dictionaryOf(language);
  const wanted = part === 'core' ? (['core'] as const) : (['core', 'rest'] as const);
  await Promise.all(
    wanted
      .filter((half) => !loaded.has(`${name}:${half}`))
      .map(async (half) => {
        i18n.addResourceBundle(name, 'translation', await parts[name][half](), true, true);
        loaded.add(`${name}:${half}`);
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
