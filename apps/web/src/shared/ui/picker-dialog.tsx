import { useId, type ButtonHTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { DialogHead } from './dialog-head';
import styles from './picker-dialog.module.css';
import { useDialogFocus } from './use-dialog-focus';

interface PickerDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Takes focus on opening (the current choice, or the first), so arrows and Enter work at once. */
  initialFocus: RefObject<HTMLButtonElement | null>;
  /** 'sheet' rises from the bottom and scrolls (a long list); 'centered' floats mid-screen. */
  placement: 'sheet' | 'centered';
  /** The `PickerOption`s. */
  children: ReactNode;
}

/**
 * A modal list of choices (language, dialling code). Escape, the close button and a tap on the
 * backdrop close it; render it only while open. Drawn at the end of the body (confirm-dialog.tsx).
 */
export function PickerDialog({
  title,
  closeLabel,
  onClose,
  initialFocus,
  placement,
  children,
}: PickerDialogProps) {
  const titleId = useId();
  useDialogFocus(initialFocus, onClose);

  return createPortal(
    <div className={`${styles.backdrop} ${styles[placement]}`} onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.popup}
        onClick={(e) => e.stopPropagation()}
      >
        <DialogHead
          titleId={titleId}
          title={title}
          closeLabel={closeLabel}
          onClose={onClose}
          className={styles.head}
        />
        <ul className={styles.list}>{children}</ul>
      </div>
    </div>,
    document.body,
  );
}

interface PickerOptionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  selected: boolean;
  ref?: Ref<HTMLButtonElement> | undefined;
}

/** One choice of a `PickerDialog`; `aria-pressed` tells which one is current. */
export function PickerOption({ selected, className, ref, ...button }: PickerOptionProps) {
  return (
    <li>
      <button
        ref={ref}
        type="button"
        aria-pressed={selected}
        className={`${styles.option} ${className ?? ''}`}
        {...button}
      />
    </li>
  );
}
