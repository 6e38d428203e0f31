import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { TextField, type TextFieldProps } from './text-field';
import styles from './password-field.module.css';

/**
 * A password input with a show/hide toggle (spec 2.9). The toggle is named after the field
 * ("Show new password"), so with three password fields each toggle is still told apart.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t, i18n } = useTranslation();
  const [visible, setVisible] = useState(false);
  // "Show new password", not "Show New password": the label is a title, here it is mid-sentence.
  const field = props.label.toLocaleLowerCase(i18n.language);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <>
          {props.trailing}
          <button
            type="button"
            className={styles.toggle}
            aria-label={t(visible ? 'form.hide' : 'form.show', { field })}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            <Icon name={visible ? 'eye' : 'eyeOff'} />
          </button>
        </>
      }
    />
  );
}
