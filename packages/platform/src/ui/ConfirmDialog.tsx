import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './ConfirmDialog.module.css';

/**
 * The app's question before something that cannot be undone (never `window.confirm`): a
 * native modal <dialog>, so the page behind is inert, Escape answers "keep", the safe answer has
 * the focus, and focus returns to what opened it. The words of both answers are the caller's.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy = false, error, onConfirm, onCancel }: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** Shown as an alert inside the dialog when the action failed, so it can be tried again or kept. */
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      element.querySelector<HTMLButtonElement>('[data-keep]')?.focus();
    } else if (!open && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: React closes it, so the open state and the element agree.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>{title}</h2>
      {children}
      {error && <p className={styles.error} role="alert">{error}</p>}
      <div className={styles.actions}>
        <Button data-keep variant="secondary" onClick={onCancel} disabled={busy}>{cancelLabel}</Button>
        <Button className={styles.danger} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>{confirmLabel}</Button>
      </div>
    </dialog>
  );
}

export interface Question {
  /** The question itself ("Sign out of every other device?"). */
  title: string;
  /** What happens, when the title alone does not say it. */
  body?: ReactNode;
  /** The word of the "go ahead" answer (best the button's own word); "Continue" when not given. */
  confirmLabel?: string;
  /** The word of the safe answer; "Go back" when not given. */
  cancelLabel?: string;
}

/**
 * `window.confirm` in the app's own dialog: `await ask({ title })` is true on "go ahead" and false
 * on the safe answer or Escape. Render `dialog` once in the component that asks.
 */
export function useConfirm(): { ask: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // The last question stays while the dialog closes, so its words do not blank out.
  const [question, setQuestion] = useState<Question>({ title: '' });
  const pending = useRef<((yes: boolean) => void) | null>(null);

  const ask = useCallback((next: Question) => new Promise<boolean>((resolve) => {
    pending.current?.(false);
    pending.current = resolve;
    setQuestion(next);
    setOpen(true);
  }), []);

  const answer = (yes: boolean) => {
    const resolve = pending.current;
    pending.current = null;
    setOpen(false);
    resolve?.(yes);
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      title={question.title}
      confirmLabel={question.confirmLabel ?? t('confirmDialog.confirm')}
      cancelLabel={question.cancelLabel ?? t('confirmDialog.cancel')}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      {question.body !== undefined && <p>{question.body}</p>}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
