import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WithdrawRequest } from '@centre/contracts';
import { Button, useLocale, navigateTo, session, showPageNotice, useConfirm } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useWithdraw } from '../api/account.ts';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import styles from './mypage.module.css';

const FIELDS = ['password'] as const;
const resolver = ruleResolver<WithdrawRequest>(WithdrawRequest);

/** Resolves once single-spa has finished the navigation under way (or after a moment without single-spa). */
function routingSettled(): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, 2000);
    window.addEventListener('single-spa:routing-event', () => {
      window.clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

/** Password, an "I have read this" box, a last confirmation; then the session ends and home opens. */
export function WithdrawForm() {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  const locale = useLocale();
  const withdraw = useWithdraw();
  const [understood, setUnderstood] = useState(false);
  const [understoodError, setUnderstoodError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();
  const { register, handleSubmit, formState, setError } = useForm<WithdrawRequest>({ resolver, defaultValues: { password: '' } });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (!understood) {
      setUnderstoodError(true);
      document.getElementById('withdraw-understood')?.focus();
      return;
    }
    if (!(await ask({ title: t('withdraw.confirm'), confirmLabel: t('withdraw.submit') }))) return;
    try {
      await withdraw.mutateAsync({ password: values.password });
    } catch (error) {
      if (placeServerFieldErrors(error, setError, FIELDS).length === 0) setFailure(failureMessage(error, t, locale));
      return;
    }
    // The notice lives on the page, not in my page: it stays while home opens.
    showPageNotice(t('withdraw.done'));
    // Home first, then the tab's copy of the (already revoked) tokens: cleared while my page is
    // still mounted, its sign-in guard would also say "login required".
    navigateTo('/');
    await routingSettled();
    session.clearAuth();
  });

  const understoodErrorId = 'withdraw-understood-error';
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {dialog}
      <div className={styles.field}>
        <div className={styles.checkbox}>
          <input
            id="withdraw-understood"
            type="checkbox"
            checked={understood}
            aria-invalid={understoodError && !understood ? true : undefined}
            aria-describedby={understoodError && !understood ? understoodErrorId : undefined}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <label htmlFor="withdraw-understood">{t('withdraw.understood')}</label>
        </div>
        {understoodError && !understood && <p id={understoodErrorId} className={styles.fieldError}>{t('withdraw.understoodRequired')}</p>}
      </div>
      <TextField
        id="withdraw-password"
        type="password"
        label={t('withdraw.password')}
        hint={t('withdraw.passwordHint')}
        autoComplete="current-password"
        error={ruleMessage(formState.errors.password, locale, { schema: WithdrawRequest, field: 'password' })}
        {...register('password')}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" className={styles.danger} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('withdraw.submitting') : t('withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
