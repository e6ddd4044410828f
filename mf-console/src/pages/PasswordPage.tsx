import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChange } from '@centre/contracts';
import { errorMessage, login, logout, useSession } from '@centre/platform';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { useChangePassword } from '../features/staff/api.ts';
import { TwoStepSection } from '../features/staff/TwoStepSection.tsx';
import styles from '../components/components.module.css';

const PASSWORD_FIELDS = { currentPassword: 'current-password', newPassword: 'new-password', newPasswordConfirm: 'new-password' } as const;

/** The signed-in staff member's own password, and their two-step sign-in. */
export default function PasswordPage() {
  const { t } = useTranslation('console');
  const change = useChangePassword();
  const username = useSession().payload?.username ?? '';
  // The change ends every session of the account. This page signs in again at once with the new
  // password, so only the other devices are signed out; with two-step sign-in a code is needed, so
  // the staff member signs in again themselves.
  const [after, setAfter] = useState<'kept' | 'signInAgain' | null>(null);
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (after) done.current?.focus();
  }, [after]);
  const submit = async (input: PasswordChange) => {
    try {
      await change.mutateAsync(input);
    } catch {
      return; // shown from the mutation's error
    }
    const step = await login(username, input.newPassword).catch(() => ({ done: false as const }));
    setAfter(step.done ? 'kept' : 'signInAgain');
  };

  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title" className={styles.pageTitle}>
        {t('nav.password')}
      </h1>
      {after === 'signInAgain' ? (
        <div ref={done} tabIndex={-1} className={styles.form} role="status">
          <p>{t('password.changed')}</p>
          <div className={styles.formActions}>
            <button type="button" className={styles.primaryButton} onClick={() => void logout()}>
              {t('password.signInAgain')}
            </button>
          </div>
        </div>
      ) : after === 'kept' ? (
        <div ref={done} tabIndex={-1} className={styles.form} role="status">
          <p>{t('password.changedKept')}</p>
        </div>
      ) : (
        <>
          <p className={styles.hint}>{t('password.intro')}</p>
          <SchemaForm<PasswordChange>
            schema={PasswordChange}
            defaultValues={{ currentPassword: '', newPassword: '', newPasswordConfirm: '' }}
            hints={{ secrets: PASSWORD_FIELDS }}
            labelledBy="password-title"
            submitLabel={t('password.submit')}
            submitting={change.isPending}
            serverError={change.isError ? errorMessage(change.error) : undefined}
            onSubmit={(input) => void submit(input)}
          />
        </>
      )}
      <TwoStepSection />
    </section>
  );
}

