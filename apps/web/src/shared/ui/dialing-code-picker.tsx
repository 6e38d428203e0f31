import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOfCode, dialingCodes } from '../config/dialing-codes';
import { usePopup } from '../hooks/use-popup';
import { CountryFlag } from './country-flag';
import { Icon } from './icon';
import { PickerDialog, PickerOption } from './picker-dialog';
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
  const popup = usePopup();
  const selected = useRef<HTMLButtonElement>(null);
  const country = countryOfCode(value);

  return (
    <>
      <button
        {...popup.triggerProps}
        className={styles.trigger}
        aria-label={t('form.dialingCode.button', {
          code: value,
          country: t(`countries.${country}`),
        })}
      >
        <CountryFlag country={country} className={styles.flag} />
        <span>{value}</span>
        <Icon name="chevronDown" className={styles.chevron} />
      </button>
      {popup.open && (
        <PickerDialog
          title={t('form.dialingCode.title')}
          closeLabel={t('form.dialingCode.close')}
          onClose={popup.close}
          initialFocus={selected}
          placement="sheet"
        >
          {dialingCodes.map((d) => (
            <PickerOption
              key={d.code}
              ref={d.code === value ? selected : undefined}
              selected={d.code === value}
              onClick={() => {
                onChange(d.code);
                popup.close();
              }}
            >
              <CountryFlag country={d.country} className={styles.flag} />
              <span className={styles.name}>{t(`countries.${d.country}`)}</span>
              <span className={styles.code}>{d.code}</span>
            </PickerOption>
          ))}
        </PickerDialog>
      )}
    </>
  );
}
