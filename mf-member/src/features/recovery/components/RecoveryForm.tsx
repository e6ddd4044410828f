import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, formatDate, statusOf, useLocale } from '@centre/platform';
import {
  EMAIL_PATTERN,
  OVERSEAS_PHONE_PATTERN,
  RecoveryRequest,
  validationMessage,
  type RecoveryResponse,
  type RuleCode,
  type VerificationChannel,
} from '@centre/contracts';
import { certifyCalls } from '../../../api/certify.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import styles from '../../../components/form/form.module.css';
import { VerificationStep } from '../../../components/verification/VerificationStep.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { placeServerFieldErrors, ruleMessage, ruleResolver, type FieldProblem } from '@centre/platform/form-rules';
import { errorResponseOf } from '@centre/platform';
import { useRecovery } from '../api/recovery-api.ts';
import recoveryStyles from './recovery.module.css';

export type RecoveryPurpose = RecoveryRequest['purpose'];

interface RecoveryValues {
  purpose: RecoveryPurpose;
  verificationToken: string;
  username: string;
  newPassword: string;
  newPasswordConfirm: string;
}

const emailRule = new RegExp(EMAIL_PATTERN);
const phoneRule = new RegExp(OVERSEAS_PHONE_PATTERN);

function requestOf(values: RecoveryValues): RecoveryRequest {
  if (values.purpose === 'FIND_USERNAME') return { purpose: values.purpose, verificationToken: values.verificationToken };
  return { ...values, username: values.username.trim() };
}

function recoveryProblems(values: RecoveryValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!values.verificationToken) problems.push({ field: 'verificationToken', rule: 'VERIFY_FIRST' });
  if (values.purpose === 'RESET_PASSWORD') {
    if (!values.username.trim()) problems.push({ field: 'username', rule: 'REQUIRED' });
    if (!values.newPassword) problems.push({ field: 'newPassword', rule: 'ENTER_PASSWORD' });
    if (!values.newPasswordConfirm) problems.push({ field: 'newPasswordConfirm', rule: 'REQUIRED' });
    else if (values.newPasswordConfirm !== values.newPassword) problems.push({ field: 'newPasswordConfirm', rule: 'SAME_PASSWORD' });
  }
  return problems;
}

/**
 * Find the username or set a new password: a code to the phone number registered at sign-up
 * (domestic members) or the e-mail address (overseas members), then the answer.
 */
export function RecoveryForm({ purpose }: { purpose: RecoveryPurpose }) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const id = useId();
  const formElement = useRef<HTMLFormElement>(null);
  const [channel, setChannel] = useState<VerificationChannel>('SMS');
  const [target, setTarget] = useState('');
  const [targetError, setTargetError] = useState<RuleCode | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<RecoveryResponse | null>(null);
  const answerElement = useRef<HTMLDivElement>(null);
  // The answer replaces a long form the member scrolled down to submit: bring it into view and
  // move focus to it, so nobody is left below an empty page end (and screen readers read it).
  useEffect(() => {
    if (!answer || !answerElement.current) return;
    answerElement.current.focus({ preventScroll: true });
    answerElement.current.scrollIntoView({ block: 'center' });
  }, [answer]);
  const recovery = useRecovery();
  const certify = useMemo(() => certifyCalls(purpose, channel), [purpose, channel]);

  const resolver = useMemo(() => ruleResolver<RecoveryValues>(RecoveryRequest, { requestOf, problems: recoveryProblems }), []);
  const { register, handleSubmit, setValue, setError, formState, watch } = useForm<RecoveryValues>({
    defaultValues: { purpose, verificationToken: '', username: '', newPassword: '', newPasswordConfirm: '' },
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const verified = Boolean(watch('verificationToken'));
  const message = (field: keyof RecoveryValues) => ruleMessage(formState.errors[field] as FieldError | undefined, locale, { schema: RecoveryRequest, field });
  const registeredNeeded: RuleCode = channel === 'SMS' ? 'REGISTERED_PHONE_NEEDED' : 'REGISTERED_EMAIL_NEEDED';

  const targetValid = channel === 'SMS' ? phoneRule.test(target.trim()) : emailRule.test(target.trim());
  const changeTarget = (value: string) => {
    setTarget(value);
    setTargetError(null);
    setValue('verificationToken', '');
  };
  const complainAboutTarget = () => {
    const empty = !target.trim();
    setTargetError(channel === 'SMS' ? (empty ? 'ENTER_PHONE' : 'DIGITS_ONLY') : empty ? 'ENTER_EMAIL' : 'EMAIL_FORMAT');
    focusFirstError(formElement.current);
  };

  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        setAnswer(await recovery.mutateAsync(requestOf(values)));
      } catch (failure) {
        const body = errorResponseOf(failure) as { fields?: Array<{ rule: string }> } | null;
        // No member has that contact: the spec's "registered at sign-up" message, at the contact.
        if (statusOf(failure) === 404 && body?.fields?.some((field) => field.rule === registeredNeeded)) {
          setTargetError(registeredNeeded);
          setValue('verificationToken', '');
          return focusFirstError(formElement.current);
        }
        const placed = placeServerFieldErrors(failure, setError, ['username', 'newPassword', 'newPasswordConfirm', 'verificationToken']);
        if (placed.includes('verificationToken')) setValue('verificationToken', '');
        if (placed.length === 0) setFormError(failureMessage(failure, t, locale));
        focusFirstError(formElement.current);
      }
    },
    () => focusFirstError(formElement.current),
  );

  if (answer) {
    return (
      <div ref={answerElement} className={recoveryStyles.answer} role="status" tabIndex={-1}>
        {answer.maskedUsername ? (
          <>
            <p>{t('recovery.foundUsername')}</p>
            <p className={recoveryStyles.username}>{answer.maskedUsername}</p>
            {answer.joinedAt && <p className={styles.hint}>{t('recovery.joinedAt', { date: formatDate(answer.joinedAt) })}</p>}
          </>
        ) : (
          <p>{t('recovery.passwordReset')}</p>
        )}
        <p className={recoveryStyles.next}>
          <Link to="/login">{t('recovery.toLogin')}</Link>
          {answer.maskedUsername && <Link to="/login/reset-password">{t('login.resetPassword')}</Link>}
        </p>
      </div>
    );
  }

  const targetMessage = targetError ? validationMessage(targetError, locale) : undefined;
  return (
    <form ref={formElement} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.hint}>{validationMessage(registeredNeeded, locale)}</p>
      {purpose === 'RESET_PASSWORD' && (
        <TextField label={t('signUp.username')} required autoComplete="username" error={message('username')} {...register('username')} />
      )}
      <fieldset className={styles.fieldset}>
        <legend>{t('recovery.memberKind')}</legend>
        {(['SMS', 'EMAIL'] as const).map((option) => (
          <div key={option} className={styles.checkbox}>
            <input
              type="radio"
              id={`${id}-${option}`}
              name={`${id}-channel`}
              checked={channel === option}
              onChange={() => {
                setChannel(option);
                changeTarget('');
              }}
            />
            <label htmlFor={`${id}-${option}`}>{option === 'SMS' ? t('recovery.domestic') : t('recovery.overseas')}</label>
          </div>
        ))}
      </fieldset>
      <TextField
        key={`target-${channel}`}
        label={channel === 'SMS' ? t('recovery.registeredPhone') : t('recovery.registeredEmail')}
        type={channel === 'SMS' ? 'tel' : 'email'}
        inputMode={channel === 'SMS' ? 'numeric' : 'email'}
        autoComplete={channel === 'SMS' ? 'tel-national' : 'email'}
        required
        hint={channel === 'SMS' ? validationMessage('DIGITS_ONLY', locale) : undefined}
        value={target}
        onChange={(event) => changeTarget(event.target.value)}
        error={targetMessage}
      />
      <VerificationStep
        key={`verification-${channel}`}
        channel={channel}
        target={target.trim()}
        targetValid={targetValid}
        requestCode={certify.requestCode}
        confirmCode={certify.confirmCode}
        onVerified={(proof) => setValue('verificationToken', proof, { shouldValidate: formState.isSubmitted })}
        onInvalidTarget={complainAboutTarget}
        error={verified ? undefined : message('verificationToken')}
      />
      {purpose === 'RESET_PASSWORD' && (
        <>
          <TextField label={t('recovery.newPassword')} type="password" required autoComplete="new-password" hint={validationMessage('PASSWORD_RULE', locale)} error={message('newPassword')} {...register('newPassword')} />
          <TextField label={t('recovery.newPasswordConfirm')} type="password" required autoComplete="new-password" error={message('newPasswordConfirm')} {...register('newPasswordConfirm')} />
        </>
      )}
      <FormAlert>{formError}</FormAlert>
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('recovery.submitting') : purpose === 'FIND_USERNAME' ? t('recovery.findSubmit') : t('recovery.resetSubmit')}
        </Button>
      </div>
    </form>
  );
}
