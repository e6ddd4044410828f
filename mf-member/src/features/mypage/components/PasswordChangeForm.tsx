import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChange } from '@centre/contracts';
import { Button, TwoStepCodeForm, login, logout, useLocale, useSession } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useChangePassword } from '../api/account.ts';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import styles from './mypage.module.css';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const;
const resolver = ruleResolver<PasswordChange>(PasswordChange, {
  problems: (values) => (values.newPasswordConfirm !== values.newPassword ? [{ field: 'newPasswordConfirm', rule: 'SAME_PASSWORD' }] : []),
});

/**
 * The server ends every session of the account on a change (the one this tab uses too), so the
 * page signs in again with the new password: this tab stays signed in, every other one is out.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  const locale = useLocale();
  const username = useSession().payload?.username ?? '';
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // A staff account with two-step sign-in (staff may use the member area too): signing in again
  // with the new password asks for the app's code, with the platform's own code step.
  const [challenge, setChallenge] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<PasswordChange>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
  });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await change.mutateAsync(values);
    } catch (error) {
      if (placeServerFieldErrors(error, setError, FIELDS).length === 0) setOutcome({ tone: 'error', text: failureMessage(error, t, locale) });
      return;
    }
    try {
      const step = await login(username, values.newPassword);
      reset();
      if (!step.done) {
        setChallenge(step.challenge);
        return;
      }
      setOutcome({ tone: 'success', text: t('password.done') });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureMessage(error, t, locale) });
    }
  });

  if (challenge) {
    return (
      <TwoStepCodeForm
        challenge={challenge}
        title={t('password.twoStep')}
        headingLevel={2}
        onSignedIn={() => {
          setChallenge(null);
          setOutcome({ tone: 'success', text: t('password.done') });
        }}
        // The change already ended every session: starting over is signing in afresh.
        onStartOver={() => void logout()}
      />
    );
  }

  const error = (field: (typeof FIELDS)[number]) => ruleMessage(formState.errors[field], locale, { schema: PasswordChange, field });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {/* Password managers pair the new password with this account by the username field. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField id="password-current" type="password" label={t('password.current')} autoComplete="current-password" error={error('currentPassword')} {...register('currentPassword')} />
      <TextField id="password-new" type="password" label={t('password.new')} hint={t('password.newHint')} autoComplete="new-password" error={error('newPassword')} {...register('newPassword')} />
      <TextField id="password-repeat" type="password" label={t('password.repeat')} autoComplete="new-password" error={error('newPasswordConfirm')} {...register('newPasswordConfirm')} />
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('password.submitting') : t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
