import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** What is being confirmed, in detail (a bet's issue, picks and total), below the question. */
  children?: ReactNode;
  /** The answer is on its way: confirming again is off until it is back. */
  busy?: boolean;
}

/**
 * A yes/no question (spec 4: logout asks first). An alert dialog rather than `window.confirm`, so
 * it speaks the app's language and looks like the app; Escape and the backdrop cancel. Drawn at
 * the end of the body (a portal), as every overlay is: in place, opened from the home header (sticky,
 * z-index 20), its backdrop rose no higher than the header, and the bottom bars and the download
 * bar stayed bright and tappable over it. The server renders every page signed out with its
 * dialogs closed, so none is ever drawn there (createPortal needs the document).
 */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  children,
  busy = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The harmless answer takes focus, so a stray Enter never confirms.
    cancel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);

  return createPortal(
    <div className={styles.backdrop} onClick={onCancel}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={messageId}
        className={styles.dialog}
        onClick={(e) => e.stopPropagation()}
      >
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        {children}
        <div className={styles.actions}>
          <button
            ref={cancel}
            type="button"
            className={styles.cancel}
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={styles.confirm}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
