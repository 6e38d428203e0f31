import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage, storageKeys } from '../lib/storage';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  knownLanguageCodes,
  toLocale,
  type LanguageCode,
} from './languages';
import bn from './locales/bn.json';
import en from './locales/en.json';

/** The stored choice when it is a known code, otherwise BN (spec 1: BN is the default). */
export function initialLanguage(): LanguageCode {
  const stored = storage.get(storageKeys.language);
  return stored && isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Both dictionaries ship in the main chunk: together they are a few KB gzipped, and loading them
 * lazily would flash keys or untranslated text on the first paint.
 */
export function initI18n(language: LanguageCode = initialLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: en }, bn: { translation: bn } },
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

export function applyDocumentLanguage(language: LanguageCode) {
  if (typeof document !== 'undefined') document.documentElement.lang = toLocale(language);
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
