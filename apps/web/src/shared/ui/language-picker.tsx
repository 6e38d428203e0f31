import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopup } from '../hooks/use-popup';
import { supportedLanguages, type SupportedLanguage } from '../i18n/languages';
import { LanguageFlag } from './language-flags';
import styles from './language-picker.module.css';

const isSupported = (code: string): code is SupportedLanguage =>
  (supportedLanguages as readonly string[]).includes(code);

// The list opens on a tap: its code loads then, not with the first screen.
const LanguageDialog = lazy(() => import('./language-dialog'));

/** Spec 2.5: a flag button opens a popup of the supported languages; the choice is remembered. */
export function LanguagePicker() {
  // The language the texts are in (the page's, also while it hydrates), not the stored choice.
  const { t, i18n } = useTranslation();
  const language = i18n.language.toUpperCase();
  const popup = usePopup();
  // A stored code without a dictionary (e.g. 'ZH') shows in English, so the EN flag is the honest one.
  const shown: SupportedLanguage = isSupported(language) ? language : 'EN';

  return (
    <>
      <button
        {...popup.triggerProps}
        className={styles.trigger}
        aria-label={t('layout.language.button', { name: t(`languages.${shown}`) })}
      >
        <LanguageFlag language={shown} className={styles.flag} />
      </button>
      {popup.open && (
        <Suspense fallback={null}>
          <LanguageDialog selected={shown} onClose={popup.close} />
        </Suspense>
      )}
    </>
  );
}
