import { useCallback, useEffect, useRef, useState, type MouseEvent, type KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native <dialog> opened with showModal(): the browser makes the page behind it inert, closes it
 * on Escape and draws the overlay (::backdrop). This adds what it leaves out: Tab wraps inside the
 * dialog, the page behind cannot scroll, a click on the overlay closes, and focus goes back to the
 * button that opened it. `rendered` is false until the first open: a dialog's contents (the site
 * map and the mobile menu are over half of the header's elements) need not be built on every page
 * load for a dialog most visits never open.
 */
export function useModalDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  // Set with the first open, in the same update, so the contents are there when the dialog shows.
  const [rendered, setRendered] = useState(false);

  const show = useCallback(() => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
    setRendered(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.dataset.scrollLocked = 'true';
    }
    if (!open && dialog.open) dialog.close();
    if (!open) {
      delete document.documentElement.dataset.scrollLocked;
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    }
  }, [open]);

  // Unmounting while open (e.g. a layout change) must not leave the page locked.
  useEffect(() => () => { delete document.documentElement.dataset.scrollLocked; }, []);

  const dialogProps = {
    ref: dialogRef,
    // Escape: the browser fires `cancel`; closing through state keeps React and the DOM agreed.
    onCancel: (event: { preventDefault(): void }) => {
      event.preventDefault();
      close();
    },
    onClose: close,
    // The dialog box itself is only hit outside its content, i.e. on the overlay.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) close();
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== 'Tab') return;
      const focusables = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
  };

  return { open, rendered, show, close, dialogProps };
}
