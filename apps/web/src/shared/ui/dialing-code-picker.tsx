import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOfCode, dialingCodes } from '../config/dialing-codes';
import { CountryFlag } from './country-flag';
import { Icon } from './icon';
import styles from './dialing-code-picker.module.css';

interface DialingCodePickerProps {
  value: string;
  onChange: (code: string) => void;
}

/**
 * The country dialling code in front of a mobile number (spec 2.8): a button showing flag and
 * code that opens a short list of countries.
 */
export function DialingCodePicker({ value, onChange }: DialingCodePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const selected = useRef<HTMLButtonElement>(null);
  const country = countryOfCode(value);

  useEffect(() => {
    if (!open) return;
    selected.current?.focus();
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
        aria-label={t('form.dialingCode.button', {
          code: value,
          country: t(`countries.${country}`),
        })}
        onClick={() => setOpen(true)}
      >
        <CountryFlag country={country} className={styles.flag} />
        <span>{value}</span>
        <Icon name="chevronDown" className={styles.chevron} />
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
                {t('form.dialingCode.title')}
              </h2>
              <button
                type="button"
                className={styles.close}
                aria-label={t('form.dialingCode.close')}
                onClick={close}
              >
                <Icon name="close" />
              </button>
            </div>
            <ul className={styles.list}>
              {dialingCodes.map((d) => (
                <li key={d.code}>
                  <button
                    ref={d.code === value ? selected : undefined}
                    type="button"
                    aria-pressed={d.code === value}
                    className={styles.option}
                    onClick={() => {
                      onChange(d.code);
                      close();
                    }}
                  >
                    <CountryFlag country={d.country} className={styles.flag} />
                    <span className={styles.name}>{t(`countries.${d.country}`)}</span>
                    <span className={styles.code}>{d.code}</span>
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
