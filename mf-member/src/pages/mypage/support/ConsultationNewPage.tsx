import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ADVICE_PLACE_WORDS, ADVICE_SPECIALITIES, CONSULTATION_DESCRIPTION_MAX, ConsultationRequest, type AdviceSpeciality } from '@centre/contracts';
import { Button, useLocale, usePageMeta } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useAdvisor, useAskConsultation } from '../../../features/support/api/support.ts';
import { MYPAGE_SUPPORT_NAMESPACE, registerMypageSupportTranslations } from '../../../features/support/i18n/translations.ts';
import { supportFailure } from '../../../features/support/refusal.ts';
import own from '../../../features/support/components/support.module.css';
import styles from '../../../features/mypage/components/mypage.module.css';

void registerMypageSupportTranslations();

interface AskValues {
  speciality: AdviceSpeciality;
  topic: string;
  description: string;
  /** One of the advisor's free sessions, or '' for any advisor of the speciality. */
  sessionId: string;
  employees: string;
}

const FIELDS = ['speciality', 'topic', 'description', 'sessionId', 'employees'] as const;

function requestOf(values: AskValues): ConsultationRequest {
  const employees = values.employees.trim();
  return {
    speciality: values.speciality,
    topic: values.topic.trim(),
    description: values.description.trim(),
    ...(values.sessionId ? { sessionId: values.sessionId } : {}),
    ...(employees === '' ? {} : { employees: Number(employees) }),
  };
}
const resolver = ruleResolver<AskValues>(ConsultationRequest, { requestOf });

/**
 * /mypage/consultations/new: what the member needs advice on (private), and when: one of the
 * advisor's free sessions (from the advisor's public page) or any advisor of the speciality.
 */
export default function ConsultationNewPage() {
  const { t } = useTranslation(MYPAGE_SUPPORT_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const advisorId = searchParams.get('advisor');
  const advisor = useAdvisor(advisorId);
  const ask = useAskConsultation();
  const [failure, setFailure] = useState<string | null>(null);
  const initialSpeciality = (ADVICE_SPECIALITIES as readonly string[]).includes(searchParams.get('speciality') ?? '') ? (searchParams.get('speciality') as AdviceSpeciality) : 'LABOUR';
  const { register, handleSubmit, formState, setError } = useForm<AskValues>({
    resolver,
    defaultValues: { speciality: initialSpeciality, topic: '', description: '', sessionId: searchParams.get('session') ?? '', employees: '' },
  });
  usePageMeta({ title: t('consultations.newTitle') });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const consultation = await ask.mutateAsync(requestOf(values));
      navigate(`/mypage/consultations/${consultation._id}`, { state: { sent: true } });
    } catch (error) {
      if (placeServerFieldErrors(error, setError, FIELDS).length === 0) setFailure(supportFailure(error, t, locale, 'advice'));
    }
  });
  const error = (field: (typeof FIELDS)[number]) => ruleMessage(formState.errors[field], locale, { schema: ConsultationRequest, field });
  const sessions = advisor.data?.freeSessions ?? [];
  const descriptionError = error('description');

  return (
    <>
      <p><Link to="/mypage/consultations">{t('backToList')}</Link></p>
      <h1>{t('consultations.newTitle')}</h1>
      <p>{t('consultations.newLead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <SelectField label={t('consultations.speciality')} error={error('speciality')} {...register('speciality')}>
          {ADVICE_SPECIALITIES.map((value) => <option key={value} value={value}>{t(`speciality.${value}`)}</option>)}
        </SelectField>
        <fieldset className={own.choices}>
          <legend>{advisor.data ? t('consultations.whenWith', { name: advisor.data.name }) : t('consultations.when')}</legend>
          {advisorId && advisor.isPending && <p className={styles.hint}>{t('loadingSessions')}</p>}
          {sessions.map((session) => (
            <label key={session._id} className={own.choice}>
              <input type="radio" value={session._id} {...register('sessionId')} />
              <span>{session.date} {session.startTime}–{session.endTime} · {ADVICE_PLACE_WORDS[session.mode === 'VISIT' && session.site ? session.site : session.mode][locale]}</span>
            </label>
          ))}
          <label className={own.choice}>
            <input type="radio" value="" {...register('sessionId')} />
            <span>{t('consultations.anyAdvisorChoice')}</span>
          </label>
        </fieldset>
        <TextField label={t('consultations.topic')} maxLength={200} error={error('topic')} {...register('topic')} />
        <div className={styles.field}>
          <label htmlFor="consultation-description">{t('consultations.description')}</label>
          <textarea
            id="consultation-description"
            maxLength={CONSULTATION_DESCRIPTION_MAX}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? 'consultation-description-hint consultation-description-error' : 'consultation-description-hint'}
            {...register('description')}
          />
          <p id="consultation-description-hint" className={styles.hint}>{t('consultations.descriptionHint', { max: CONSULTATION_DESCRIPTION_MAX })}</p>
          {descriptionError && <p id="consultation-description-error" className={styles.fieldError}>{descriptionError}</p>}
        </div>
        <TextField label={t('consultations.employees')} hint={t('consultations.employeesHint')} type="number" inputMode="numeric" min={0} error={error('employees')} {...register('employees')} />
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className={styles.actions}>
          <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? t('sending') : t('consultations.submit')}</Button>
          <Link to="/mypage/consultations" className={styles.secondaryLink}>{t('cancel')}</Link>
        </div>
      </form>
    </>
  );
}
