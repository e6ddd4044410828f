import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../components.module.css';

/**
 * The end of every console form: "fix the marked fields" after a refused submit, the server's
 * refusal (focused when it arrives, so it is read at once), the submit button and any extra actions.
 */
export function FormFooter({
  invalid,
  serverError,
  submitting,
  submitLabel,
  extraActions,
}: {
  /** Submitted with fields the schema refuses. */
  invalid: boolean;
  serverError?: string | undefined;
  submitting: boolean;
  submitLabel: string;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation('console');
  const errorBox = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (serverError) errorBox.current?.focus();
  }, [serverError]);
  return (
    <>
      {invalid && (
        <p className={styles.error} role="alert">
          {t('form.fixErrors')}
        </p>
      )}
      {serverError && (
        <p ref={errorBox} tabIndex={-1} className={styles.error} role="alert">
          {serverError}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={styles.primaryButton} disabled={submitting} aria-busy={submitting}>
          {submitting ? t('actions.saving') : submitLabel}
        </button>
        {extraActions}
      </div>
    </>
  );
}
