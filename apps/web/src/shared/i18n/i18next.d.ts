import 'i18next';
import type en from './locales/en.json';

// EN is the source of the key type: a key missing from en.json, or misspelt, fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
