import { useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back, when a dialog closes, to what had it when the dialog opened (the button
 * that opened it). Radix returns focus only to a `Dialog.Trigger`, and the console's dialogs are
 * opened from plain buttons and menus: without this, closing one leaves the focus on `<body>`.
 * Returns the `onCloseAutoFocus` handler for `Dialog.Content`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus scope moves the focus inside it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
