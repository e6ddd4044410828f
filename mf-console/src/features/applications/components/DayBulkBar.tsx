import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { seoulToday, type Attendance, type AttendanceAnswer, type ConsoleApplication } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { messageMembersPath } from '../../../lib/message-members.ts';
import { useMarkAttendance } from '../api/applications.ts';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import own from './applications.module.css';
import kit from '../../../components/components.module.css';

/**
 * The day's makers at once: mark the selected approved bookings attended or no-show (a no-show
 * adds strikes, so it is confirmed), or write to the selected makers — to all of the day's when
 * none is selected.
 */
export function DayBulkBar({
  day,
  bookings,
  selected,
  onSelectAll,
  onDone,
}: {
  day: string;
  bookings: readonly ConsoleApplication[];
  selected: ReadonlySet<string>;
  onSelectAll: (all: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const navigate = useNavigate();
  const mark = useMarkAttendance();
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<{ attendance: Attendance; result: AttendanceAnswer } | null>(null);
  const chosen = bookings.filter((booking) => selected.has(booking._id));
  // Only approved bookings are marked, and only from their day on.
  const markable = day <= seoulToday() ? chosen.filter((booking) => booking.status === 'APPROVED') : [];
  const allSelected = bookings.length > 0 && chosen.length === bookings.length;
  const send = (attendance: Attendance) =>
    mark.mutate(
      { ids: markable.map((booking) => booking._id), attendance },
      {
        onSuccess: (result) => {
          setAnswer({ attendance, result });
          setConfirming(false);
          onDone();
        },
      },
    );
  const done = answer ? answer.result.results.filter((result) => result.ok).length : 0;
  const refused = answer ? answer.result.results.length - done : 0;
  const toWrite = (chosen.length > 0 ? chosen : bookings).map((booking) => booking.memberId);

  return (
    <div className={own.dayBulk} role="group" aria-label={t('dayBulk.title')}>
      <label className={kit.inlineField}>
        <input type="checkbox" checked={allSelected} disabled={bookings.length === 0} onChange={(event) => onSelectAll(event.target.checked)} /> {t('dayBulk.selectAll', { count: bookings.length })}
      </label>
      <span aria-live="polite">{t('dayBulk.selected', { count: chosen.length })}</span>
      <button type="button" className={kit.secondaryButton} disabled={markable.length === 0 || mark.isPending} onClick={() => send('ATTENDED')}>
        {t('dayBulk.markAttended', { count: markable.length })}
      </button>
      <button
        type="button"
        className={kit.secondaryButton}
        disabled={markable.length === 0 || mark.isPending}
        onClick={() => {
          mark.reset();
          setConfirming(true);
        }}
      >
        {t('dayBulk.markNoShow', { count: markable.length })}
      </button>
      <button type="button" className={kit.secondaryButton} disabled={bookings.length === 0} onClick={() => navigate(messageMembersPath(toWrite))}>
        {chosen.length > 0 ? t('dayBulk.messageSelected', { count: new Set(toWrite).size }) : t('dayBulk.messageDay', { count: new Set(toWrite).size })}
      </button>
      {chosen.length > markable.length && <span className={kit.hint}>{t('dayBulk.onlyApproved')}</span>}
      <p role="status" className={kit.notice}>
        {answer && t(answer.attendance === 'ATTENDED' ? 'dayBulk.doneAttended' : 'dayBulk.doneNoShow', { count: done })}
        {answer && refused > 0 && ` ${t('dayBulk.refused', { count: refused })}`}
      </p>
      {mark.isError && !confirming && (
        <p className={kit.error} role="alert">
          {errorMessage(mark.error)}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('dayBulk.confirmNoShowTitle', { count: markable.length })}
        confirmLabel={t('dayBulk.markNoShow', { count: markable.length })}
        busy={mark.isPending}
        error={mark.isError ? errorMessage(mark.error) : undefined}
        onConfirm={() => send('NO_SHOW')}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('attendance.confirmNoShowBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
