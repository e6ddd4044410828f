import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Registration } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { refusalText, registerForProgram } from '../api/auction-api.ts';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import styles from './auction.module.css';

/**
 * The auction terms and the member's registration as bidder: accept and register, or where the
 * registration stands (waiting for the centre's approval, approved, refused).
 */
export function RegistrationBox({ programId, registration, approvalRequired, onRegistered }: {
  programId: string;
  registration: Registration | null;
  approvalRequired: boolean;
  onRegistered: (registration: Registration) => void;
}) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const locale = useLocale();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const checkboxId = useId();

  if (registration) {
    return (
      <p ref={statusRef} className={styles.box} role="status" tabIndex={-1}>
        <strong>{t(`registration.${registration.status}`)}</strong>
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setError(t('registration.acceptFirst'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onRegistered(await registerForProgram(programId));
    } catch (failure) {
      setError(refusalText(failure, locale).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`${styles.box} ${styles.form}`} onSubmit={submit} noValidate aria-labelledby={`${checkboxId}-title`}>
      <h3 id={`${checkboxId}-title`}>{t('registration.title')}</h3>
      <ul>
        <li>{t('registration.term1')}</li>
        <li>{t('registration.term2')}</li>
        <li>{t('registration.term3')}</li>
        {approvalRequired && <li>{t('registration.termApproval')}</li>}
      </ul>
      <label className={styles.checkbox} htmlFor={checkboxId}>
        <input id={checkboxId} type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} aria-invalid={error !== null && !accepted} aria-describedby={error ? `${checkboxId}-error` : undefined} />
        {t('registration.accept')}
      </label>
      <p id={`${checkboxId}-error`} className={styles.error} role="alert">{error}</p>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>{t('registration.submit')}</Button>
      </div>
    </form>
  );
}
