import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppealRequest, type MemberStrikes, type Strike } from '@centre/contracts';
import { Button, formatDate, useLocale, VisuallyHidden } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useAppealStrike } from '../api/strikes.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import { refusalOf, refusalText } from '../refusal.ts';
import styles from './applications.module.css';

const APPEAL_MAX = 1000;
const appealResolver = ruleResolver<AppealRequest>(AppealRequest, { requestOf: (values) => ({ text: values.text.trim() }) });

/** The centre's rule, the suspension in force, and each strike with its reason and appeal. */
export function StrikesPanel({ strikes }: { strikes: MemberStrikes }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  return (
    <>
      <p className={styles.hint}>{t('strikes.policy', { limit: strikes.policy.strikeLimit, days: strikes.policy.periodDays, suspension: strikes.policy.suspensionDays })}</p>
      {strikes.suspension && (
        <p className={styles.refusal}>{t('strikes.suspended', { until: formatDate(strikes.suspension.until) })}</p>
      )}
      {strikes.strikes.length === 0 ? (
        <p>{t('strikes.none')}</p>
      ) : (
        <ul className={styles.list}>
          {strikes.strikes.map((strike) => <StrikeItem key={strike._id} strike={strike} />)}
        </ul>
      )}
    </>
  );
}

function StrikeItem({ strike }: { strike: Strike }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const [appealing, setAppealing] = useState(false);
  const state = strike.revokedAt ? t('strikes.revoked') : strike.active ? t('strikes.active') : t('strikes.expired');
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{t(`strikes.reason.${strike.reason}`)} · {strike.date}</h3>
        <p className={styles.hint}>{state} · {t('strikes.given', { date: formatDate(strike.createdAt) })}</p>
        {strike.appeal && (
          <p className={styles.hint}>
            {t(`strikes.appeal.${strike.appeal.status}`)}
            {strike.appeal.decisionNote ? ` — ${strike.appeal.decisionNote}` : ''}
          </p>
        )}
      </div>
      {!strike.appeal && !strike.revokedAt && (appealing
        ? <AppealForm strikeId={strike._id} onDone={() => setAppealing(false)} />
        : <Button variant="secondary" onClick={() => setAppealing(true)}>{t('strikes.appealButton')}<VisuallyHidden>{` ${strike.date}`}</VisuallyHidden></Button>)}
    </li>
  );
}

function AppealForm({ strikeId, onDone }: { strikeId: string; onDone: () => void }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const locale = useLocale();
  const appeal = useAppealStrike();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<AppealRequest>({ resolver: appealResolver, defaultValues: { text: '' } });
  const id = `appeal-${strikeId}`;
  const error = ruleMessage(formState.errors.text, locale, { schema: AppealRequest, field: 'text' });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await appeal.mutateAsync({ strikeId, request: { text: values.text.trim() } });
      onDone();
    } catch (failed) {
      const refusal = refusalOf(failed);
      setFailure(refusal ? refusalText(refusal, locale) : failureMessage(failed, t, locale));
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>{t('strikes.appealText')}</label>
        <textarea
          id={id}
          className={styles.textarea}
          maxLength={APPEAL_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          autoFocus
          {...register('text')}
        />
        <p id={`${id}-hint`} className={styles.hint}>{t('apply.noteHint', { max: APPEAL_MAX })}</p>
        {error && <p id={`${id}-error`} className={styles.error} role="alert">{error}</p>}
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>{t('strikes.appealSend')}</Button>
        <Button variant="secondary" onClick={onDone}>{t('strikes.appealCancel')}</Button>
      </div>
    </form>
  );
}
