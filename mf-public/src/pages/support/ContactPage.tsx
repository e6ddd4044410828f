import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_LIMITS, ContactMessageInput } from '@centre/contracts';
import { useIsLoggedIn, useLocale, usePageMeta, useSession } from '@centre/platform';
import { sendContactMessage } from '../../features/support/api/support-api.ts';
import { Field } from '../../features/support/components/Field.tsx';
import { registerSupportTranslations, SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import { refusalMessage } from '../../features/support/refusal.ts';
import styles from '../../features/support/components/support.module.css';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import pageStyles from '../pages.module.css';

void registerSupportTranslations();

type ContactValues = Omit<ContactMessageInput, 'recipientId'>;
const FIELDS = ['name', 'email', 'subject', 'text'] as const;
const ContactFields = ContactMessageInput;
const trimmed = (values: ContactValues) => ({ name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), text: values.text.trim() });
const resolver = ruleResolver<ContactValues>(ContactFields, { requestOf: trimmed });

/** /contact: write to the centre, or (`?maker=<id>`) to a maker of the directory without seeing their address. */
export default function ContactPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const signedIn = useIsLoggedIn();
  const payload = useSession().payload as { name?: string } | null | undefined;
  const [searchParams] = useSearchParams();
  const maker = searchParams.get('maker') ?? undefined;
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<ContactValues>({
    resolver,
    defaultValues: { name: payload?.name ?? '', email: '', subject: '', text: '' },
  });
  const title = maker ? t('contact.makerTitle') : t('contact.title');
  usePageMeta({ title, description: t('contact.lead') });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(false);
    try {
      await sendContactMessage({ ...trimmed(values), ...(maker ? { recipientId: maker } : {}) });
      setSent(true);
      reset({ name: values.name, email: values.email, subject: '', text: '' });
    } catch (error) {
      if (placeServerFieldErrors(error, setError, FIELDS).length === 0) setFailure(refusalMessage(error, t, locale));
    } finally {
      requestAnimationFrame(() => result.current?.focus());
    }
  });
  const error = (field: (typeof FIELDS)[number]) => ruleMessage(formState.errors[field], locale, { schema: ContactFields, field });

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.pageTitle}>{title}</h1>
      <p className={pageStyles.lead}>{maker ? t('contact.makerLead') : t('contact.lead')}</p>
      {!signedIn && <p className={styles.hint}>{t('contact.noLinks')}</p>}
      <div ref={result} tabIndex={-1} aria-live="polite">
        {sent && <p className={styles.success} role="status">{maker ? t('contact.sentToMaker') : t('contact.sent')}</p>}
        {failure && <p className={styles.alert} role="alert">{failure}</p>}
      </div>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('contact.name')} error={error('name')}>
          {(control) => <input {...control} autoComplete="name" maxLength={CONTACT_LIMITS.nameMaxLength} {...register('name')} />}
        </Field>
        <Field label={t('contact.email')} hint={t('contact.emailHint')} error={error('email')}>
          {(control) => <input {...control} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.emailMaxLength} {...register('email')} />}
        </Field>
        <Field label={t('contact.subject')} error={error('subject')}>
          {(control) => <input {...control} maxLength={CONTACT_LIMITS.subjectMaxLength} {...register('subject')} />}
        </Field>
        <Field label={t('contact.text')} hint={t('maxChars', { max: CONTACT_LIMITS.textMaxLength })} error={error('text')}>
          {(control) => <textarea {...control} maxLength={CONTACT_LIMITS.textMaxLength} {...register('text')} />}
        </Field>
        <p className={pageStyles.actions}>
          <button type="submit" className={styles.button} disabled={formState.isSubmitting}>{formState.isSubmitting ? t('sending') : t('contact.send')}</button>
        </p>
      </form>
    </div>
  );
}
