import { create } from 'zustand';
import { applyDocumentLanguage, i18n, initialLanguage } from '../i18n/i18n';
import { toLocale, type LanguageCode } from '../i18n/languages';
import { storage, storageKeys } from '../lib/storage';

interface PreferencesState {
  language: LanguageCode;
  /** Spec 4 "Balance": asterisks instead of amounts, for this browser session only. */
  hideBalance: boolean;
  setLanguage: (language: LanguageCode) => void;
  toggleHideBalance: () => void;
}

export const usePreferencesStore = create<PreferencesState>()((set, get) => ({
  language: initialLanguage(),
  hideBalance: storage.get(storageKeys.hideBalance) === '1',
  setLanguage: (language) => {
    storage.set(storageKeys.language, language);
    void i18n.changeLanguage(toLocale(language));
    applyDocumentLanguage(language);
    set({ language });
  },
  toggleHideBalance: () => {
    const hideBalance = !get().hideBalance;
    storage.set(storageKeys.hideBalance, hideBalance ? '1' : '0');
    set({ hideBalance });
  },
}));

/** For non-React code (the `Language` header). */
export const getLanguage = () => usePreferencesStore.getState().language;
