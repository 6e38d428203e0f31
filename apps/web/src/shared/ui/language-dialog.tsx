import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages, type SupportedLanguage } from '../i18n/languages';
import { usePreferencesStore } from '../stores/preferences-store';
import { CountryFlag } from './country-flag';
import { flagOf } from './language-flags';
import { PickerDialog, PickerOption } from './picker-dialog';
import styles from './language-picker.module.css';

/** The language picker's popup (spec 2.5): one option per supported language. */
export default function LanguageDialog({
  selected,
  onClose,
}: {
  selected: SupportedLanguage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const setLanguage = usePreferencesStore((s) => s.setLanguage);
  const firstOption = useRef<HTMLButtonElement>(null);

  return (
    <PickerDialog
      title={t('layout.language.title')}
      closeLabel={t('layout.language.close')}
      onClose={onClose}
      initialFocus={firstOption}
      placement="centered"
    >
      {supportedLanguages.map((code, i) => (
        <PickerOption
          key={code}
          ref={i === 0 ? firstOption : undefined}
          lang={code.toLowerCase()}
          selected={code === selected}
          onClick={() => {
            setLanguage(code);
            onClose();
          }}
        >
          <CountryFlag country={flagOf[code]} className={styles.flag} />
          <span>{t(`languages.${code}`)}</span>
        </PickerOption>
      ))}
    </PickerDialog>
  );
}
