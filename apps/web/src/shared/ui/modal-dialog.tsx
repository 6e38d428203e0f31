import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { DialogHead } from './dialog-head';
import styles from './modal-dialog.module.css';
import { useDialogFocus } from './use-dialog-focus';

interface ModalDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Takes focus on opening (the main action), so Enter and Tab start from there. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Id of the element that describes the dialog (its text), if any. */
  describedBy?: string | undefined;
  children: ReactNode;
}

/**
 * A centred modal with a titled head and a close button (the login pop-ups, the download popup).
 * Escape, the close button and a tap on the backdrop close it; render it only while open. It sits
 * above every fixed bar of the page (z-index, see the CSS), drawn at the end of the body so that
 * no stacking context of its opener caps it (confirm-dialog.tsx).
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  initialFocus,
  describedBy,
  children,
}: ModalDialogProps) {
  const titleId = useId();
  useDialogFocus(initialFocus, onClose);

  return createPortal(
    <div className={styles.backdrop} onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className={styles.dialog}
        onClick={(e) => e.stopPropagation()}
      >
        <DialogHead titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose} />
        {children}
      </div>
    </div>,
    document.body,
  );
}
