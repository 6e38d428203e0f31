import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DialogHead } from '@/shared/ui/dialog-head';
import styles from './filter-sheet.module.css';

interface FilterSheetProps {
  title: string;
  onClose: () => void;
  /** Submit and Reset (spec 2.12 filter popup); a sheet without them applies on choice. */
  onSubmit?: () => void;
  onReset?: () => void;
  children: ReactNode;
}

/**
 * A bottom sheet for the game filters. Escape, the close button and a tap on the backdrop close
 * it; focus moves into it on opening (the first control), the opener takes it back on close.
 * Drawn at the end of the body, above every bar of the page (shared/ui/confirm-dialog.tsx).
 */
export function FilterSheet({ title, onClose, onSubmit, onReset, children }: FilterSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('[aria-pressed="true"], input, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && latestClose.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return createPortal(
    <div className={styles.backdrop} onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.sheet}
        onClick={(e) => e.stopPropagation()}
      >
        <DialogHead
          titleId={titleId}
          title={title}
          closeLabel={t('games.filters.close')}
          onClose={onClose}
          className={styles.head}
        />
        <div ref={body} className={styles.body}>
          {children}
        </div>
        {(onSubmit || onReset) && (
          <div className={styles.actions}>
            {onReset && (
              <button type="button" className={styles.reset} onClick={onReset}>
                {t('games.filters.reset')}
              </button>
            )}
            {onSubmit && (
              <button type="button" className={styles.submit} onClick={onSubmit}>
                {t('games.filters.submit')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

interface ChoiceProps {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** One choice of a sheet; `aria-pressed` tells which is current. */
export function Choice({ selected, onClick, children }: ChoiceProps) {
  return (
    <button type="button" aria-pressed={selected} className={styles.choice} onClick={onClick}>
      {children}
    </button>
  );
}

export const choiceListClass = styles.choices;
