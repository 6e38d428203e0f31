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
  /** What every button that opens a dialog carries. */
  const triggerProps = {
    ref: trigger,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onClick: show,
  };
  return { open, show, close, triggerProps };
}
