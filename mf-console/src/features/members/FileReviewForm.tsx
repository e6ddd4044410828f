import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberFile, MemberFileReview } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { FieldShell } from '../../components/form/FieldShell.tsx';
import { useReviewFile } from './api.ts';
import styles from '../../components/components.module.css';

const DAY_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** Approve (with the date until which the document counts) or reject a member's document. */
export function FileReviewForm({ memberId, file }: { memberId: string; file: MemberFile }) {
  const { t } = useTranslation('console');
  const review = useReviewFile(memberId);
  const legendId = useId();
  const [state, setState] = useState<MemberFileReview['reviewState']>(file.reviewState === 'REJECTED' ? 'REJECTED' : 'APPROVED');
  const [validUntil, setValidUntil] = useState(file.validUntil ?? '');
  const [note, setNote] = useState(file.reviewNote ?? '');
  const [dateError, setDateError] = useState<string | undefined>();
  const prefix = `review-${file._id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state === 'APPROVED' && validUntil && !DAY_PATTERN.test(validUntil)) {
      setDateError(t('form.errors.pattern'));
      return;
    }
    setDateError(undefined);
    const body: MemberFileReview = { reviewState: state, ...(state === 'APPROVED' && validUntil ? { validUntil } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
    review.mutate({ fileId: file._id, review: body });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={legendId}>
      <h4 id={legendId}>{t('members.reviewTitle', { name: file.originalName })}</h4>
      <fieldset className={styles.field}>
        <legend className={styles.label}>{t('members.reviewState')}</legend>
        {(['APPROVED', 'REJECTED'] as const).map((value) => (
          <label key={value} className={styles.inlineField}>
            <input type="radio" name={`${prefix}-state`} value={value} checked={state === value} onChange={() => setState(value)} /> {t(`members.review.${value}`)}
          </label>
        ))}
      </fieldset>
      {state === 'APPROVED' && (
        <FieldShell name={`${prefix}-validUntil`} label={t('members.validUntil')} hint={t('members.validUntilHint')} error={dateError}>
          {(ids) => <input id={ids.id} type="date" value={validUntil} onChange={(event) => setValidUntil(event.target.value)} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} />}
        </FieldShell>
      )}
      <FieldShell name={`${prefix}-note`} label={t('members.reviewNote')} hint={t('form.limits.maxLength', { max: 500 })}>
        {(ids) => <textarea id={ids.id} rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} aria-describedby={ids.describedBy} />}
      </FieldShell>
      {review.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(review.error)}
        </p>
      )}
      <div role="status" className={styles.notice}>
        {review.isSuccess ? t('members.reviewed') : ''}
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={styles.primaryButton} disabled={review.isPending} aria-busy={review.isPending}>
          {review.isPending ? t('actions.saving') : t('members.saveReview')}
        </button>
      </div>
    </form>
  );
}
