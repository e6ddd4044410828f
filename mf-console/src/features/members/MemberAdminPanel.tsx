import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONSOLE_MEMBER_PATHS, MEMBER_REMOVAL_REASON_MAX_LENGTH, MemberRemoval, MemberSuspension, SUSPENSION_REASON_MAX_LENGTH, phoneForDisplay, type ConsoleUserDetail } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FieldShell } from '../../components/form/FieldShell.tsx';
import { ResourceCell } from '../../components/ResourceCell.tsx';
import { serverFieldErrors, useMemberStatus, useRemoveMember, useUpdateMember } from './admin-api.ts';
import { MemberForm, updateInputOf, type MemberFormValues } from './MemberForm.tsx';
import { useMayRequest } from '../../lib/use-may-request.ts';
import styles from '../../components/components.module.css';

type Member = ConsoleUserDetail['user'];

function valuesOf(member: Member): MemberFormValues {
  return {
    memberKind: member.memberKind,
    username: member.username,
    temporaryPassword: '',
    notifyBy: '',
    termsSignedOnPaper: false,
    name: member.name,
    email: member.email,
    // An overseas number as staff read it (+33 6 12 34 56 78); a Korean one as stored.
    phone: phoneForDisplay(member.phone),
    country: member.country,
    locale: member.locale,
    sms: member.receiveConsent.sms,
    emailConsent: member.receiveConsent.email,
    levelId: member.levelId ?? '',
    memo: member.memo,
  };
}

/** Staff's edit of a member, the suspension switch and the removal of the account, on the member's page. */
export function MemberAdminPanel({ member }: { member: Member }) {
  const { t } = useTranslation('console');
  const update = useUpdateMember(member._id);
  const status = useMemberStatus(member._id);
  const removal = useRemoveMember(member._id);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState<'suspend' | 'reactivate' | 'remove' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const staffAccount = member.scope.includes('console');
  // Suspension and removal are an administrator's decision (contracts' permission table; the users
  // service refuses a removal without members.write): desk staff do not see either switch.
  const maySuspend = useMayRequest()('POST', `${CONSOLE_MEMBER_PATHS.users}/${member._id}/suspend`);
  const withdrawn = member.status === 'WITHDRAWN';
  if (withdrawn) return null;

  const askReason = (action: 'suspend' | 'remove') => {
    status.reset();
    removal.reset();
    setReason('');
    setReasonError(undefined);
    setConfirming(action);
  };
  const reasonLimit = confirming === 'remove' ? MEMBER_REMOVAL_REASON_MAX_LENGTH : SUSPENSION_REASON_MAX_LENGTH;
  const confirm = () => {
    if (confirming === 'suspend' || confirming === 'remove') {
      const body = { reason: reason.trim() };
      // The contract's rule, checked before the dialog sends it.
      if (body.reason.length === 0 || body.reason.length > reasonLimit) {
        setReasonError(t('form.errors.required'));
        return;
      }
      setReasonError(undefined);
      if (confirming === 'remove') {
        // The account is gone: the withdrawals list is where staff find it now.
        removal.mutate(body satisfies MemberRemoval, { onSuccess: () => navigate('/console/users/withdrawals', { state: { removed: true } }) });
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
          <button type="button" className={styles.dangerButton} onClick={() => askReason('suspend')}>
            {t('memberAdmin.suspend')}
          </button>
        )}
        {maySuspend && !staffAccount && (
          <button type="button" className={styles.dangerButton} onClick={() => askReason('remove')}>
            {t('memberAdmin.remove')}
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
        title={t(`memberAdmin.${confirming === 'remove' ? 'confirmRemove' : confirming === 'suspend' ? 'confirmSuspend' : 'confirmReactivate'}`, { name: member.name })}
        confirmLabel={t(`memberAdmin.${confirming ?? 'reactivate'}`)}
        busy={status.isPending || removal.isPending}
        error={[status, removal].filter((call) => call.isError).map((call) => serverFieldErrors(call.error).reason ?? errorMessage(call.error))[0]}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      >
        {confirming === 'suspend' || confirming === 'remove' ? (
          <>
            <p>{t(confirming === 'remove' ? 'memberAdmin.removeBody' : 'memberAdmin.suspendBody')}</p>
            <FieldShell name="member-reason" label={t('memberAdmin.reason')} hint={t('form.limits.maxLength', { max: reasonLimit })} error={reasonError} required>
              {(ids) => (
                <textarea id={ids.id} rows={3} maxLength={reasonLimit} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} aria-required />
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
