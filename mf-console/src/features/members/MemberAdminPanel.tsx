import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberSuspension, SUSPENSION_REASON_MAX_LENGTH, type ConsoleUserDetail } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FieldShell } from '../../components/form/FieldShell.tsx';
import { ResourceCell } from '../content/components/ResourceCell.tsx';
import { serverFieldErrors, useMemberStatus, useUpdateMember } from './admin-api.ts';
import { MemberForm, updateInputOf, type MemberFormValues } from './MemberForm.tsx';
import { useMayRequest } from '../../lib/menu-access.ts';
import styles from '../../components/components.module.css';

type Member = ConsoleUserDetail['user'];

function valuesOf(member: Member): MemberFormValues {
  return {
    memberKind: member.memberKind,
    username: member.username,
    temporaryPassword: '',
    notifyBy: '',
    name: member.name,
    email: member.email,
    phone: member.phone,
    country: member.country,
    locale: member.locale,
    sms: member.receiveConsent.sms,
    emailConsent: member.receiveConsent.email,
    levelId: member.levelId ?? '',
    memo: member.memo,
  };
}

/** Staff's edit of a member and the suspension switch, on the member's page. */
export function MemberAdminPanel({ member }: { member: Member }) {
  const { t } = useTranslation('console');
  const update = useUpdateMember(member._id);
  const status = useMemberStatus(member._id);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState<'suspend' | 'reactivate' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const staffAccount = member.scope.includes('console');
  // Suspension is an administrator's decision (contracts' permission table): desk staff do not see the switch.
  const maySuspend = useMayRequest()('POST', `/api/console/users/${member._id}/suspend`);
  const withdrawn = member.status === 'WITHDRAWN';
  if (withdrawn) return null;

  const askSuspend = () => {
    status.reset();
    setReason('');
    setReasonError(undefined);
    setConfirming('suspend');
  };
  const confirm = () => {
    if (confirming === 'suspend') {
      const body = { reason: reason.trim() };
      // The contract's rule, checked before the dialog sends it.
      if (body.reason.length === 0 || body.reason.length > SUSPENSION_REASON_MAX_LENGTH) {
        setReasonError(t('form.errors.required'));
        return;
      }
      status.mutate({ action: 'suspend', body: body satisfies MemberSuspension }, { onSuccess: () => { setConfirming(null); setNotice(t('memberAdmin.suspended')); } });
    } else {
      status.mutate({ action: 'reactivate' }, { onSuccess: () => { setConfirming(null); setNotice(t('memberAdmin.reactivated')); } });
    }
  };

  return (
    <>
      <div role="status" className={styles.notice}>
        {notice}
      </div>
      {member.mustChangePassword && (
        <p className={styles.hint} data-testid="member-temporary-password">
          {t('memberAdmin.temporaryPasswordPending')}
        </p>
      )}
      {member.suspension && (
        <p className={styles.error}>
          {t('memberAdmin.suspendedSince')} <ResourceCell value={member.suspension.at} kind="datetime" /> — {member.suspension.reason}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="button" className={styles.secondaryButton} aria-expanded={editing} aria-controls="member-edit" onClick={() => { update.reset(); setEditing((open) => !open); }}>
          {t('memberAdmin.editMember')}
        </button>
        {maySuspend && !staffAccount && member.status === 'ACTIVE' && (
          <button type="button" className={styles.dangerButton} onClick={askSuspend}>
            {t('memberAdmin.suspend')}
          </button>
        )}
        {maySuspend && member.status === 'SUSPENDED' && (
          <button type="button" className={styles.primaryButton} onClick={() => { status.reset(); setConfirming('reactivate'); }}>
            {t('memberAdmin.reactivate')}
          </button>
        )}
      </div>
      <div id="member-edit" hidden={!editing}>
        {editing && (
          <>
            <h2 id="member-edit-title">{t('memberAdmin.editMember')}</h2>
            <MemberForm
              mode="edit"
              defaultValues={valuesOf(member)}
              submitting={update.isPending}
              serverError={update.isError ? errorMessage(update.error) : undefined}
              serverFields={update.isError ? serverFieldErrors(update.error) : {}}
              submitLabel={t('actions.save')}
              labelledBy="member-edit-title"
              onSubmit={(values) => update.mutate(updateInputOf(values), { onSuccess: () => { setEditing(false); setNotice(t('list.saved')); } })}
            />
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'suspend' ? t('memberAdmin.confirmSuspend', { name: member.name }) : t('memberAdmin.confirmReactivate', { name: member.name })}
        confirmLabel={confirming === 'suspend' ? t('memberAdmin.suspend') : t('memberAdmin.reactivate')}
        busy={status.isPending}
        error={status.isError ? (serverFieldErrors(status.error).reason ?? errorMessage(status.error)) : undefined}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      >
        {confirming === 'suspend' ? (
          <>
            <p>{t('memberAdmin.suspendBody')}</p>
            <FieldShell name="suspension-reason" label={t('memberAdmin.reason')} hint={t('form.limits.maxLength', { max: SUSPENSION_REASON_MAX_LENGTH })} error={reasonError} required>
              {(ids) => (
                <textarea id={ids.id} rows={3} maxLength={SUSPENSION_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} aria-required />
              )}
            </FieldShell>
          </>
        ) : (
          <p>{t('memberAdmin.reactivateBody')}</p>
        )}
      </ConfirmDialog>
    </>
  );
}
