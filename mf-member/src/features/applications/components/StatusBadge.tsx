import { useTranslation } from 'react-i18next';
import type { MemberApplication } from '@centre/contracts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

const TONES = { WAITLISTED: styles.badgeWaiting, WAITING: styles.badgeWaiting, APPROVED: styles.badgeDone, REJECTED: styles.badgeRejected, CANCELLED: styles.badgeMuted };

/**
 * Where an application stands, in words (never colour alone): its status, waitlist place and
 * attendance. A WAITING entry of a FIRST_COME window holds its place already (approval follows);
 * one of a LOTTERY window waits for the draw; a waitlist entry says it is not a booking.
 */
export function StatusBadge({ application }: { application: Pick<MemberApplication, 'status' | 'waitlistPosition' | 'attendance' | 'allocation'> }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const words =
    application.status === 'WAITLISTED'
      ? application.waitlistPosition !== null
        ? t('booking.waitlistAt', { position: application.waitlistPosition })
        : t('booking.waitlist')
      : application.status === 'WAITING'
        ? application.allocation === 'LOTTERY'
          ? t('status.IN_DRAW')
          : t('booking.held')
        : application.status === 'APPROVED' && application.attendance
          ? t(`attendance.${application.attendance}`)
          : t(`status.${application.status}`);
  const tone = application.attendance === 'NO_SHOW' ? styles.badgeRejected : TONES[application.status];
  return <span className={`${styles.badge} ${tone}`}>{words}</span>;
}
