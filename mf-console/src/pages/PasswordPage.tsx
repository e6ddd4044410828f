import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChange } from '@centre/contracts';
import { errorMessage, logout } from '@centre/platform';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { useChangePassword } from '../features/staff/api.ts';
import { TwoStepSection } from '../features/staff/TwoStepSection.tsx';
import styles from '../components/components.module.css';

const PASSWORD_FIELDS = { currentPassword: 'current-password', newPassword: 'new-password', newPasswordConfirm: 'new-password' } as const;

/** The signed-in staff member's own password, and their two-step sign-in. */
export default function PasswordPage() {
  const { t } = useTranslation('console');
  const change = useChangePassword();
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (change.isSuccess) done.current?.focus();
  }, [change.isSuccess]);

  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title" className={styles.pageTitle}>
        {t('nav.password')}
      </h1>
      {change.isSuccess ? (
        // Every session of the account ended with the change, this one included: sign in again.
        <div ref={done} tabIndex={-1} className={styles.form} role="status">
          <p>{t('password.changed')}</p>
          <div className={styles.formActions}>
            <button type="button" className={styles.primaryButton} onClick={() => void logout()}>
              {t('password.signInAgain')}
            </button>
          </div>
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
            onSubmit={(input) => change.mutate(input)}
          />
        </>
      )}
      <TwoStepSection />
    </section>
  );
}

