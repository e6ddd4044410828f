import { useTranslation } from 'react-i18next';
import type { ConsoleApplication } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** Who applied, or a plain word when the account is gone. */
export function applicantName(application: Pick<ConsoleApplication, 'member'>, unknown: string): string {
  return application.member ? `${application.member.name} (${application.member.username})` : unknown;
}

/** The day and hours of a booking. */
export function BookingTime({ application }: { application: Pick<ConsoleApplication, 'date' | 'startTime' | 'endTime'> }) {
  return (
    <>
      <time dateTime={application.date}>{formatDate(application.date)}</time> {application.startTime}–{application.endTime}
    </>
  );
}

/** Status with what goes with it: waitlist place, attendance. */
export function ApplicationState({ application }: { application: Pick<ConsoleApplication, 'status' | 'waitlistPosition' | 'attendance'> }) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  return (
    <>
      <StatusBadge value={application.status} />
      {application.waitlistPosition !== null && <> {t('queue.waitlistPosition', { position: application.waitlistPosition })}</>}
      {application.attendance && (
        <>
          {' '}
          <StatusBadge value={application.attendance} />
        </>
      )}
    </>
  );
}
