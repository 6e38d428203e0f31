import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages, type SupportedLanguage } from '../i18n/languages';
import { usePreferencesStore } from '../stores/preferences-store';
import { Flag } from './flags';
import { Icon } from './icon';
import styles from './language-picker.module.css';

const isSupported = (code: string): code is SupportedLanguage =>
  (supportedLanguages as readonly string[]).includes(code);

/** Spec 2.5: a flag button opens a popup of the supported languages; the choice is remembered. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const language = usePreferencesStore((s) => s.language);
  const setLanguage = usePreferencesStore((s) => s.setLanguage);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const firstOption = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // A stored code without a dictionary (e.g. 'ZH') shows in English, so the EN flag is the honest one.
  const shown: SupportedLanguage = isSupported(language) ? language : 'EN';

  useEffect(() => {
    if (!open) return;
    firstOption.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('layout.language.button', { name: t(`languages.${shown}`) })}
        onClick={() => setOpen(true)}
      >
        <Flag language={shown} className={styles.flag} />
      </button>
      {open && (
        <div className={styles.backdrop} onClick={close}>
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className={styles.popup}
            onClick={(e) => e.stopPropagation()}
          >
            <div className={styles.head}>
              <h2 id={titleId} className={styles.title}>
                {t('layout.language.title')}
              </h2>
              <button
                type="button"
                className={styles.close}
                aria-label={t('layout.language.close')}
                onClick={close}
              >
                <Icon name="close" />
              </button>
            </div>
            <ul className={styles.list}>
              {supportedLanguages.map((code, i) => (
                <li key={code}>
                  <button
                    ref={i === 0 ? firstOption : undefined}
                    type="button"
                    lang={code.toLowerCase()}
                    aria-pressed={code === language}
                    className={styles.option}
                    onClick={() => {
                      setLanguage(code);
                      close();
                    }}
                  >
                    <Flag language={code} className={styles.flag} />
                    <span>{t(`languages.${code}`)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </>
  );
}
