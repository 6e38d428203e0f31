import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialingCountry } from '../config/dialing-codes';
import { usePopup } from '../hooks/use-popup';
import { supportedLanguages, type SupportedLanguage } from '../i18n/languages';
import { usePreferencesStore } from '../stores/preferences-store';
import { CountryFlag } from './country-flag';
import { PickerDialog, PickerOption } from './picker-dialog';
import styles from './language-picker.module.css';

const isSupported = (code: string): code is SupportedLanguage =>
  (supportedLanguages as readonly string[]).includes(code);

/** The flag shown for each language: English wears the Union Jack, Bangla Bangladesh's flag. */
const flagOf: Record<SupportedLanguage, DialingCountry> = { EN: 'GB', BN: 'BD' };

/** Spec 2.5: a flag button opens a popup of the supported languages; the choice is remembered. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const language = usePreferencesStore((s) => s.language);
  const setLanguage = usePreferencesStore((s) => s.setLanguage);
  const popup = usePopup();
  const firstOption = useRef<HTMLButtonElement>(null);
  // A stored code without a dictionary (e.g. 'ZH') shows in English, so the EN flag is the honest one.
  const shown: SupportedLanguage = isSupported(language) ? language : 'EN';

  return (
    <>
      <button
        {...popup.triggerProps}
        className={styles.trigger}
        aria-label={t('layout.language.button', { name: t(`languages.${shown}`) })}
      >
        <CountryFlag country={flagOf[shown]} className={styles.flag} />
      </button>
      {popup.open && (
        <PickerDialog
          title={t('layout.language.title')}
          closeLabel={t('layout.language.close')}
          onClose={popup.close}
          initialFocus={firstOption}
          placement="centered"
        >
          {supportedLanguages.map((code, i) => (
            <PickerOption
              key={code}
              ref={i === 0 ? firstOption : undefined}
              lang={code.toLowerCase()}
              selected={code === language}
              onClick={() => {
                setLanguage(code);
                popup.close();
              }}
            >
              <CountryFlag country={flagOf[code]} className={styles.flag} />
              <span>{t(`languages.${code}`)}</span>
            </PickerOption>
          ))}
        </PickerDialog>
      )}
    </>
  );
}
