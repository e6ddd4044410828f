import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Id } from '@centre/contracts';
import { SHOP_NAMESPACE } from '../i18n/translations.ts';
import styles from '../../../components/components.module.css';

const MEMBER_ID = new RegExp((Id as { pattern?: string }).pattern ?? '');

/**
 * A filter by a member's id (a seller's or a buyer's): shop staff do not read the member
 * directory, so they paste the id or follow a row's link. A malformed id is said so, not sent.
 */
export function MemberIdFilter({ value, label, onChange }: { value: string | undefined; label: string; onChange: (value: string | undefined) => void }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setDraft(value ?? ''), [value]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = draft.trim();
    if (trimmed && !MEMBER_ID.test(trimmed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange(trimmed || undefined);
  };
  return (
    <form className={styles.search} onSubmit={submit} aria-label={label}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={draft} maxLength={36} spellCheck={false} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} onChange={(event) => setDraft(event.target.value)} />
      <button type="submit" className={styles.secondaryButton}>
        {t('filters.apply')}
      </button>
      {invalid && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {t('filters.badMemberId')}
        </p>
      )}
    </form>
  );
}
