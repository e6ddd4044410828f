import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useSaveStaffSecurity, useStaffSecurity } from './api.ts';
import styles from '../../components/components.module.css';

/** The staff-wide sign-in policy: two-step sign-in mandatory for every member of staff, or not. */
export function StaffSecuritySection() {
  const { t } = useTranslation('console');
  const titleId = useId();
  const security = useStaffSecurity();
  const save = useSaveStaffSecurity();
  const [confirming, setConfirming] = useState<boolean | null>(null);

  return (
    <section aria-labelledby={titleId} className={styles.form}>
      <h2 id={titleId}>{t('staff.securityTitle')}</h2>
      {security.isPending && <LoadingState />}
      {security.isError && <ErrorState detail={errorMessage(security.error)} onRetry={() => void security.refetch()} />}
      {security.data && (
        <>
          <p>{security.data.twoStepRequired ? t('staff.requiredOn') : t('staff.requiredOff')}</p>
          <p className={styles.hint}>{t('staff.requiredHint')}</p>
          <div className={styles.formActions}>
            <button type="button" className={styles.secondaryButton} disabled={save.isPending} onClick={() => setConfirming(!security.data.twoStepRequired)}>
              {security.data.twoStepRequired ? t('staff.makeOptional') : t('staff.makeRequired')}
            </button>
          </div>
        </>
      )}
      {save.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      <div role="status" className={styles.notice}>
        {save.isSuccess ? t('list.saved') : ''}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t('staff.makeRequired') : t('staff.makeOptional')}
        confirmLabel={confirming ? t('staff.makeRequired') : t('staff.makeOptional')}
        onConfirm={() => {
          if (confirming !== null) save.mutate({ twoStepRequired: confirming });
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      >
        <p>{confirming ? t('staff.confirmRequired') : t('staff.confirmOptional')}</p>
      </ConfirmDialog>
    </section>
  );
}
