import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { INQUIRY_LIMITS, PublicQuestionInput } from '@centre/contracts';
import { useIsLoggedIn, useLocale, usePageMeta } from '@centre/platform';
import { postQuestion } from '../../features/support/api/support-api.ts';
import { Field } from '../../features/support/components/Field.tsx';
import { SignInPrompt } from '../../features/support/components/SignInPrompt.tsx';
import { registerSupportTranslations, SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import { refusalMessage } from '../../features/support/refusal.ts';
import styles from '../../features/support/components/support.module.css';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import pageStyles from '../pages.module.css';

void registerSupportTranslations();

const FIELDS = ['title', 'content'] as const;
const resolver = ruleResolver<PublicQuestionInput>(PublicQuestionInput, { requestOf: (values) => ({ ...values, title: values.title.trim(), content: values.content.trim() }) });

/** /qna/new: a signed-in member asks the centre, publicly or as a secret question. */
export default function QuestionNewPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const signedIn = useIsLoggedIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<PublicQuestionInput>({ resolver, defaultValues: { title: '', content: '', secret: false } });
  usePageMeta({ title: t('qna.newTitle') });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const question = await postQuestion({ title: input.title.trim(), content: input.content.trim(), secret: input.secret });
      navigate(`/qna/${question._id}`, { state: { sent: true } });
    } catch (error) {
      if (placeServerFieldErrors(error, setError, FIELDS).length === 0) setFailure(refusalMessage(error, t, locale));
    }
  });
  const error = (field: (typeof FIELDS)[number]) => ruleMessage(formState.errors[field], locale, { schema: PublicQuestionInput, field });

  return (
    <div className={pageStyles.page}>
      <p className={pageStyles.breadcrumb}><Link to="/qna">{t('qna.title')}</Link></p>
      <h1 className={pageStyles.pageTitle}>{t('qna.newTitle')}</h1>
      {!signedIn ? (
        <SignInPrompt why={t('qna.signInToAsk')} />
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Field label={t('qna.fieldTitle')} error={error('title')}>
            {(control) => <input {...control} maxLength={INQUIRY_LIMITS.titleMaxLength} {...register('title')} />}
          </Field>
          <Field label={t('qna.fieldContent')} hint={t('maxChars', { max: INQUIRY_LIMITS.contentMaxLength })} error={error('content')}>
            {(control) => <textarea {...control} maxLength={INQUIRY_LIMITS.contentMaxLength} {...register('content')} />}
          </Field>
          <label className={styles.checkbox}>
            <input type="checkbox" {...register('secret')} aria-describedby="qna-secret-hint" /> {t('qna.secret')}
          </label>
          <p id="qna-secret-hint" className={styles.hint}>{t('qna.secretHint')}</p>
          {failure && <p className={styles.alert} role="alert">{failure}</p>}
          <p className={pageStyles.actions}>
            <button type="submit" className={styles.button} disabled={formState.isSubmitting}>{formState.isSubmitting ? t('sending') : t('qna.submit')}</button>
            <Link to="/qna" className={pageStyles.secondaryLink}>{t('cancel')}</Link>
          </p>
        </form>
      )}
    </div>
  );
}
