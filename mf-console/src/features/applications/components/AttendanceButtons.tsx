import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seoulToday, type Attendance, type ConsoleApplication } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ActionLabel } from './ActionLabel.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useMarkAttendance } from '../api/applications.ts';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import kit from '../../../components/components.module.css';

/**
 * Attendance of an approved booking, from its day on. A no-show adds a strike to the member, so
 * it is confirmed first; a mark can be cleared (a mistake on the day).
 */
export function AttendanceButtons({ application, label }: { application: Pick<ConsoleApplication, '_id' | 'status' | 'date' | 'attendance'>; label?: string }) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const mark = useMarkAttendance();
  const [confirmingNoShow, setConfirmingNoShow] = useState(false);
  if (application.status !== 'APPROVED' || application.date > seoulToday()) return null;
  const send = (attendance: Attendance | null, done?: () => void) => mark.mutate({ ids: [application._id], attendance }, { onSuccess: done });
  // The service answers per booking: a refusal (e.g. the day has not come) is shown, not lost.
  const refused = mark.data?.results.find((result) => !result.ok);
  const refusal = refused ? (refused.message ?? refused.code ?? '') : '';
  return (
    <>
      {application.attendance !== 'ATTENDED' && (
        <button type="button" className={kit.secondaryButton} disabled={mark.isPending} onClick={() => send('ATTENDED')}>
          <ActionLabel text={t('attendance.attended')} subject={label} />
        </button>
      )}
      {application.attendance !== 'NO_SHOW' && (
        <button
          type="button"
          className={kit.secondaryButton}
          disabled={mark.isPending}
          onClick={() => {
            mark.reset();
            setConfirmingNoShow(true);
          }}
        >
          <ActionLabel text={t('attendance.noShow')} subject={label} />
        </button>
      )}
      {application.attendance && (
        <button type="button" className={kit.secondaryButton} disabled={mark.isPending} onClick={() => send(null)}>
          <ActionLabel text={t('attendance.clear')} subject={label} />
        </button>
      )}
      {!confirmingNoShow && (mark.isError || refusal) && (
        <span className={kit.error} role="alert">
          {mark.isError ? errorMessage(mark.error) : refusal}
        </span>
      )}
      <ConfirmDialog
        open={confirmingNoShow}
        title={t('attendance.confirmNoShowTitle')}
        confirmLabel={t('attendance.noShow')}
        busy={mark.isPending}
        error={mark.isError ? errorMessage(mark.error) : undefined}
        onConfirm={() => send('NO_SHOW', () => setConfirmingNoShow(false))}
        onCancel={() => setConfirmingNoShow(false)}
      >
        <p>{t('attendance.confirmNoShowBody')}</p>
      </ConfirmDialog>
    </>
  );
}
