import { useEffect, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, useLocale } from '@centre/platform';
import { validationMessage } from '@centre/contracts';
import { CheckboxField } from '../../../components/form/CheckboxField.tsx';
import styles from '../../../components/form/form.module.css';
import { ruleMessage } from '@centre/platform/form-rules';
import { useTermsToAgree } from '../api/sign-up-api.ts';
import type { SignUpValues } from '../sign-up-values.ts';
import termsStyles from './terms.module.css';

/**
 * Every term with its text and its own check box (required), the optional receive consents, and
 * "agree to all". The versions shown are the versions recorded.
 */
export function TermsAgreements() {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const id = useId();
  const { register, setValue, control, formState } = useFormContext<SignUpValues>();
  const { list, documents } = useTermsToAgree(locale);
  const agreements = useWatch({ control, name: 'agreements' });
  const receiveConsent = useWatch({ control, name: 'receiveConsent' });

  // The answers follow the terms shown (and their versions), all unticked to start.
  useEffect(() => {
    if (!list.data) return;
    setValue(
      'agreements',
      list.data.map((terms) => ({ code: terms.code, version: terms.version, agreed: false })),
    );
  }, [list.data, setValue]);

  const everything = agreements.length > 0 && agreements.every((agreement) => agreement.agreed) && receiveConsent.sms && receiveConsent.email;
  const agreeToAll = (agreed: boolean) => {
    setValue('agreements', agreements.map((agreement) => ({ ...agreement, agreed })), { shouldValidate: formState.isSubmitted });
    setValue('receiveConsent', { sms: agreed, email: agreed }, { shouldValidate: formState.isSubmitted });
  };
  // The check boxes are registered per term, so react-hook-form files the list's error under `root`.
  const listError = formState.errors.agreements as { type?: unknown; root?: { type?: unknown } } | undefined;
  const agreementsError = ruleMessage(listError?.root ?? listError, locale);

  return (
    <fieldset className={styles.fieldset} aria-describedby={agreementsError ? `${id}-error` : undefined}>
      <legend>{t('signUp.agreements')}</legend>
      {list.isPending && <LoadingState />}
      {list.isError && <ErrorState onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          <div className={termsStyles.all}>
            <CheckboxField label={validationMessage('AGREE_ALL_TERMS', locale)} checked={everything} onChange={(event) => agreeToAll(event.target.checked)} />
          </div>
          {list.data.map((terms, index) => {
            const document = documents[index];
            const textId = `${id}-${terms.code}-text`;
            return (
              <div key={terms.code} className={termsStyles.term}>
                <CheckboxField
                  label={<>{t('signUp.required')} {t('signUp.agreeTo', { title: terms.title })} <span className={termsStyles.version}>{t('signUp.version', { version: terms.version })}</span></>}
                  aria-describedby={agreementsError ? `${textId} ${id}-error` : textId}
                  {...register(`agreements.${index}.agreed`)}
                  aria-invalid={agreementsError && !agreements[index]?.agreed ? true : undefined}
                />
                <div id={textId} className={termsStyles.text} tabIndex={0} role="region" aria-label={terms.title}>
                  {document?.isPending && <LoadingState />}
                  {document?.isError && <ErrorState onRetry={() => void document.refetch()} />}
                  {document?.data && <div dangerouslySetInnerHTML={{ __html: document.data.content }} />}
                </div>
              </div>
            );
          })}
          <div className={termsStyles.term}>
            <p className={styles.label}>{t('signUp.optional')} {t('signUp.receiveConsent')}</p>
            <p className={styles.hint}>{t('signUp.receiveConsentDetail')}</p>
            <CheckboxField label={t('signUp.receiveSms')} {...register('receiveConsent.sms')} />
            <CheckboxField label={t('signUp.receiveEmail')} {...register('receiveConsent.email')} />
          </div>
        </>
      )}
      {agreementsError && <p id={`${id}-error`} className={styles.error} role="alert">{agreementsError}</p>}
    </fieldset>
  );
}
