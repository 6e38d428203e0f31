import { useEffect, useRef, type RefObject } from 'react';

/**
 * A modal's focus and keys: `initialFocus` takes focus on opening and Escape calls the latest
 * `onClose`. The latest onClose is read without re-running the effect: re-running it would pull
 * focus back to the initial element on every render of the owner.
 */
export function useDialogFocus(initialFocus: RefObject<HTMLElement | null>, onClose: () => void) {
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEffect(() => {
    initialFocus.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && latestClose.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [initialFocus]);
}
