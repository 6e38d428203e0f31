import { useRef, useState } from 'react';

/**
 * Open state of a popup opened by a button. Closing hands focus back to that button, so a
 * keyboard or screen-reader user continues where they were rather than at the top of the page.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const show = () => setOpen(true);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return { open, show, close, trigger };
}
