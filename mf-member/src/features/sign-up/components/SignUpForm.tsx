import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, useLocale } from '@centre/platform';
import { formatPhone } from '@centre/platform/phone';
import { DOMESTIC_PHONE_PATTERN, EMAIL_PATTERN, SignUpRequest, internationalPhone, validationMessage, type SignUpResponse } from '@centre/contracts';
import { certifyCalls } from '../../../api/certify.ts';
import { FileField } from '../../../components/form/FileField.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import styles from '../../../components/form/form.module.css';
import { VerificationStep } from '../../../components/verification/VerificationStep.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { countriesOf } from '../../../lib/countries.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useSignUp, useUsernameAvailability } from '../api/sign-up-api.ts';
import { SIGN_UP_KINDS, type SignUpKind } from '../kinds.ts';
import { BUSINESS_REGISTRATION_ACCEPT, emptySignUp, FILE_MAX_MEGABYTES, signUpFormProblems, signUpRequestOf, type SignUpValues } from '../sign-up-values.ts';
import { TermsAgreements } from './TermsAgreements.tsx';

const SERVER_FIELDS = ['username', 'password', 'passwordConfirm', 'name', 'email', 'phone', 'country', 'agreements', 'verificationToken', 'businessRegistration'] as const;
const emailRule = new RegExp(EMAIL_PATTERN);
const domesticPhoneRule = new RegExp(DOMESTIC_PHONE_PATTERN);

/** The sign-up form of one member kind: account, details, verification, agreements. */
export function SignUpForm({ kind, onSignedUp }: { kind: SignUpKind; onSignedUp: (user: SignUpResponse['user']) => void }) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const { memberType, memberKind, verifyBy } = SIGN_UP_KINDS[kind];
  const overseas = memberKind === 'OVERSEAS';
  const formElement = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const signUp = useSignUp();

  const resolver = useMemo(
    () => ruleResolver<SignUpValues>(SignUpRequest, { requestOf: signUpRequestOf, problems: signUpFormProblems, context: () => ({ memberType, memberKind }) }),
    [memberType, memberKind],
  );
  const form = useForm<SignUpValues>({ defaultValues: emptySignUp(kind, locale), resolver, mode: 'onTouched', shouldFocusError: false });
  const { register, control, handleSubmit, setValue, setError, formState, getFieldState } = form;
  const [username, phone, email, country] = useWatch({ control, name: ['username', 'phone', 'email', 'country'] });

  // Messages are written in the language the form is filled in.
  useEffect(() => setValue('locale', locale), [locale, setValue]);

  const verifiedTarget = verifyBy === 'SMS' ? phone.trim() : email.trim();
  const targetValid = verifyBy === 'SMS' ? domesticPhoneRule.test(verifiedTarget) : emailRule.test(verifiedTarget);
  // A new number or address needs a code of its own.
  useEffect(() => setValue('verificationToken', ''), [verifiedTarget, setValue]);
  const certify = useMemo(() => certifyCalls('SIGN_UP', verifyBy), [verifyBy]);

  const availability = useUsernameAvailability(username);
  const usernameStatus =
    availability.checkedUsername === null || availability.settling
      ? null
      : availability.isFetching
        ? t('signUp.checkingUsername')
        : availability.data?.available === true
          ? t('signUp.usernameAvailable')
          : null;
  const usernameTaken = availability.checkedUsername !== null && !availability.settling && availability.data?.available === false;

  const message = (field: keyof SignUpValues, params?: Record<string, string | number>) =>
    ruleMessage(formState.errors[field] as FieldError | undefined, locale, { schema: SignUpRequest, field, ...(params ? { params } : {}) });

  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      if (usernameTaken) {
        setError('username', { type: 'USERNAME_TAKEN' });
        return focusFirstError(formElement.current);
      }
      // The bar is there from the first byte: a small file may finish within one progress event.
      if (values.businessRegistration) setProgress(0);
      try {
        const answer = await signUp.mutateAsync({
          request: signUpRequestOf(values),
          businessRegistration: values.businessRegistration ?? undefined,
          onProgress: setProgress,
        });
        onSignedUp(answer.user);
      } catch (failure) {
        const placed = placeServerFieldErrors(failure, setError, SERVER_FIELDS);
        // A verification the server no longer accepts must be done again.
        if (placed.includes('verificationToken')) setValue('verificationToken', '');
        if (placed.length === 0) setFormError(failureMessage(failure, t, locale));
        focusFirstError(formElement.current);
      } finally {
        setProgress(null);
      }
    },
    () => focusFirstError(formElement.current),
  );

  const verificationError = message('verificationToken');
  const countries = kind === 'overseas' ? countriesOf(locale) : [];
  const phoneDigits = phone.trim();
  // Overseas numbers are international (E.164, read in the chosen country); Korean ones are digits only.
  const overseasPhone = overseas && phoneDigits ? internationalPhone(phoneDigits, country) : null;
  const phoneShown = overseas ? overseasPhone : phoneDigits.length === 11 && /^[0-9]+$/.test(phoneDigits) ? phoneDigits : null;
  const verification = (
    <Controller
      control={control}
      name="verificationToken"
      render={({ field }) => (
        <VerificationStep
          key={verifyBy}
          channel={verifyBy}
          target={verifiedTarget}
          targetValid={targetValid}
          requestCode={certify.requestCode}
          confirmCode={certify.confirmCode}
          onVerified={(proof) => field.onChange(proof)}
          onInvalidTarget={() => void form.trigger(verifyBy === 'SMS' ? 'phone' : 'email', { shouldFocus: true })}
          error={field.value ? undefined : verificationError}
        />
      )}
    />
  );

  return (
    <FormProvider {...form}>
      <form ref={formElement} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-describedby="sign-up-required-note">
        <p id="sign-up-required-note" className={styles.hint}>{t('signUp.requiredNote')}</p>
        <fieldset className={styles.fieldset}>
          <legend>{t('signUp.account')}</legend>
          <TextField
            label={t('signUp.username')}
            required
            autoComplete="username"
            hint={validationMessage('USERNAME_RULE', locale)}
            status={usernameStatus}
            error={usernameTaken ? validationMessage('USERNAME_TAKEN', locale) : message('username')}
            {...register('username')}
            aria-invalid={usernameTaken || getFieldState('username', formState).invalid ? true : undefined}
          />
          <TextField label={t('signUp.password')} type="password" required autoComplete="new-password" hint={validationMessage('PASSWORD_RULE', locale)} error={message('password')} {...register('password')} />
          <TextField label={t('signUp.passwordConfirm')} type="password" required autoComplete="new-password" error={message('passwordConfirm')} {...register('passwordConfirm')} />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t('signUp.details')}</legend>
          <TextField
            label={memberType === 'COMPANY' ? t('signUp.nameOrInstitution') : t('signUp.name')}
            required
            autoComplete={memberType === 'COMPANY' ? 'organization' : 'name'}
            error={message('name')}
            {...register('name')}
          />
          {kind === 'overseas' && (
            <SelectField label={t('signUp.country')} required error={message('country')} autoComplete="country" {...register('country')}>
              <option value="">{t('signUp.chooseCountry')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>{country.name}</option>
              ))}
            </SelectField>
          )}
          <TextField label={t('signUp.email')} type="email" required autoComplete="email" error={message('email')} {...register('email')} />
          {verifyBy === 'EMAIL' && verification}
          <TextField
            label={t('signUp.phone')}
            type="tel"
            inputMode={overseas ? 'tel' : 'numeric'}
            required={verifyBy === 'SMS'}
            autoComplete={overseas ? 'tel' : 'tel-national'}
            hint={validationMessage(overseas ? 'INTERNATIONAL_PHONE' : 'DIGITS_ONLY', locale)}
            status={phoneShown ? t('signUp.phoneShown', { phone: formatPhone(phoneShown) }) : null}
            error={message('phone')}
            {...register('phone')}
          />
          {verifyBy === 'SMS' && verification}
          {kind === 'company' && (
            <Controller
              control={control}
              name="businessRegistration"
              render={({ field }) => (
                <FileField
                  ref={field.ref}
                  name={field.name}
                  label={t('signUp.businessRegistration')}
                  required
                  accept={BUSINESS_REGISTRATION_ACCEPT}
                  hint={t('signUp.fileRules', { max: FILE_MAX_MEGABYTES })}
                  progress={progress}
                  error={message('businessRegistration', { max: FILE_MAX_MEGABYTES })}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                />
              )}
            />
          )}
        </fieldset>

        <TermsAgreements />

        <FormAlert>{formError}</FormAlert>
        <div className={styles.actions}>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
