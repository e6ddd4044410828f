import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { StaffCreate, StaffUpdate } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { useCreateStaff, useResetTwoStep, useStaffMember, useUpdateStaff } from '../features/staff/api.ts';
import styles from '../components/components.module.css';

const NEW_PASSWORD = { password: 'new-password', passwordConfirm: 'new-password' } as const;

/** A new staff account (with its first password), or an existing one's name, e-mail, role and status. */
export default function StaffEditPage() {
  const { id } = useParams();
  return id ? <EditStaff id={id} /> : <CreateStaff />;
}

/** The way back to the list, and the page's title (the form is labelled by it). */
function PageHead({ title }: { title: string }) {
  const { t } = useTranslation('console');
  return (
    <>
      <Link to="/console/staff" className={styles.secondaryLink}>
        {t('edit.back', { name: t('nav.staff') })}
      </Link>
      <h1 id="staff-edit-title" className={styles.pageTitle}>
        {title}
      </h1>
    </>
  );
}

function CreateStaff() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const create = useCreateStaff();
  return (
    <section aria-labelledby="staff-edit-title">
      <PageHead title={t('staff.create')} />
      <p className={styles.hint}>{t('staff.createHint')}</p>
      <SchemaForm<StaffCreate>
        schema={StaffCreate}
        defaultValues={{ username: '', name: '', email: '', role: 'CONTENT_EDITOR', password: '', passwordConfirm: '' }}
        hints={{ secrets: NEW_PASSWORD }}
        labelledBy="staff-edit-title"
        submitLabel={t('staff.create')}
        submitting={create.isPending}
        serverError={create.isError ? errorMessage(create.error) : undefined}
        onSubmit={(input) => create.mutate(input, { onSuccess: (staff) => navigate(`/console/staff/${staff._id}`, { state: { created: true } }) })}
      />
    </section>
  );
}

function EditStaff({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const staff = useStaffMember(id);
  const update = useUpdateStaff(id);
  const reset = useResetTwoStep(id);
  const [pending, setPending] = useState<StaffUpdate | null>(null);
  const [resetting, setResetting] = useState(false);
  return (
    <section aria-labelledby="staff-edit-title">
      <PageHead title={staff.data ? t('edit.title', { name: staff.data.name }) : t('nav.staff')} />
      {staff.isPending && <LoadingState />}
      {staff.isError && <ErrorState detail={errorMessage(staff.error)} onRetry={() => void staff.refetch()} />}
      {staff.data && (
        <>
          <dl className={styles.details}>
            <dt>{t('fields.username')}</dt>
            <dd>{staff.data.username}</dd>
            <dt>{t('staff.twoStep')}</dt>
            <dd>{staff.data.twoStepEnabled ? t('staff.twoStepOn') : t('staff.twoStepOff')}</dd>
          </dl>
          {staff.data.twoStepEnabled && (
            <div className={styles.formActions}>
              <button type="button" className={styles.secondaryButton} disabled={reset.isPending} onClick={() => setResetting(true)}>
                {t('staff.resetTwoStep')}
              </button>
            </div>
          )}
          {reset.isError && (
            <p className={styles.error} role="alert">
              {errorMessage(reset.error)}
            </p>
          )}
          <ConfirmDialog
            open={resetting}
            title={t('staff.resetTwoStepTitle', { name: staff.data.name })}
            confirmLabel={t('staff.resetTwoStep')}
            onConfirm={() => {
              reset.mutate();
              setResetting(false);
            }}
            onCancel={() => setResetting(false)}
          >
            <p>{t('staff.resetTwoStepBody')}</p>
          </ConfirmDialog>
          <p className={styles.hint}>{t('staff.roleChangeHint')}</p>
          <div role="status" className={styles.notice}>
            {update.isSuccess ? t('list.saved') : ''}
          </div>
          <SchemaForm<StaffUpdate>
            key={staff.data.updatedAt}
            schema={StaffUpdate}
            defaultValues={{ name: staff.data.name, email: staff.data.email, role: staff.data.role ?? 'CONTENT_EDITOR', status: staff.data.status }}
            labelledBy="staff-edit-title"
            submitLabel={t('actions.save')}
            submitting={update.isPending}
            serverError={update.isError ? errorMessage(update.error) : undefined}
            onSubmit={(input) => (input.status === 'DISABLED' && staff.data.status === 'ACTIVE' ? setPending(input) : update.mutate(input))}
          />
          <ConfirmDialog
            open={pending !== null}
            title={t('staff.confirmDisableTitle', { name: staff.data.name })}
            confirmLabel={t('staff.disable')}
            onConfirm={() => {
              if (pending) update.mutate(pending);
              setPending(null);
            }}
            onCancel={() => setPending(null)}
          >
            <p>{t('staff.confirmDisableBody')}</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
