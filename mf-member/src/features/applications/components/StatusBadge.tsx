import { useTranslation } from 'react-i18next';
import type { MemberApplication } from '@centre/contracts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

const TONES = { WAITLISTED: styles.badgeWaiting, WAITING: styles.badgeWaiting, APPROVED: styles.badgeDone, REJECTED: styles.badgeRejected, CANCELLED: styles.badgeMuted };

/**
 * Where an application stands, in words (never colour alone): its status, waitlist place and
 * attendance; a WAITING entry of a LOTTERY window waits for the draw, not for review.
 */
export function StatusBadge({ application }: { application: Pick<MemberApplication, 'status' | 'waitlistPosition' | 'attendance' | 'allocation'> }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const words =
    application.status === 'WAITLISTED' && application.waitlistPosition !== null
      ? t('status.WAITLISTED_AT', { position: application.waitlistPosition })
      : application.status === 'WAITING' && application.allocation === 'LOTTERY'
        ? t('status.IN_DRAW')
        : application.status === 'APPROVED' && application.attendance
          ? t(`attendance.${application.attendance}`)
          : t(`status.${application.status}`);
  const tone = application.attendance === 'NO_SHOW' ? styles.badgeRejected : TONES[application.status];
  return <span className={`${styles.badge} ${tone}`}>{words}</span>;
}
