import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** A control before the input inside its frame (the dialling-code picker). */
  leading?: ReactNode;
  /** Controls after the input inside its frame (show-password toggle, send-code button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its error under it. The label is always visible (a placeholder alone
 * disappears while typing); the error is tied to the input so it is read with it.
 */
export function TextField({
  label,
  error,
  leading,
  trailing,
  id,
  ref,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.frame} data-invalid={error ? 'true' : undefined}>
        {leading}
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
