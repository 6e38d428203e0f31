import { create } from 'zustand';
import {
  applyDocumentLanguage,
  hasDictionary,
  i18n,
  initialLanguage,
  loadDictionary,
} from '../i18n/i18n';
import { DEFAULT_LANGUAGE, toLocale, type LanguageCode } from '../i18n/languages';
import { storage, storageKeys } from '../lib/storage';

interface PreferencesState {
  language: LanguageCode;
  /** Spec 4 "Balance": asterisks instead of amounts, for this browser session only. */
  hideBalance: boolean;
  setLanguage: (language: LanguageCode) => void;
  toggleHideBalance: () => void;
}

export const usePreferencesStore = create<PreferencesState>()((set, get) => ({
  // As on the server until the stored values below are applied (see the session store). The
  // picker shows the language from i18n, which the page was rendered in, not from here.
  language: DEFAULT_LANGUAGE,
  hideBalance: false,
  setLanguage: (language) => {
    storage.set(storageKeys.language, language);
    applyDocumentLanguage(language);
    set({ language });
    // The texts switch once the dictionary is here (at once when it already is).
    const switchTexts = () => void i18n.changeLanguage(toLocale(language));
    if (hasDictionary(language)) switchTexts();
    else void loadDictionary(language).then(switchTexts);
  },
  toggleHideBalance: () => {
    const hideBalance = !get().hideBalance;
    storage.set(storageKeys.hideBalance, hideBalance ? '1' : '0');
    set({ hideBalance });
  },
}));

usePreferencesStore.setState({
  language: initialLanguage(),
  hideBalance: storage.get(storageKeys.hideBalance) === '1',
});

/** For non-React code (the `Language` header). */
export const getLanguage = () => usePreferencesStore.getState().language;
