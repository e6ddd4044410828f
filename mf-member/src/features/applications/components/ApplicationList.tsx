import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bookingNumberOf, LIVE_APPLICATION_STATUSES, type MemberApplication } from '@centre/contracts';
import { EmptyState } from '@centre/platform';
import { hoursOf } from '../dates.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import { CancelApplication } from './CancelApplication.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './applications.module.css';

/** The member's applications as cards: day and session, room, booking number, free-cancellation deadline, where it stands, staff's reason, cancel. */
export function ApplicationList({ applications }: { applications: readonly MemberApplication[] }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  if (applications.length === 0) return <EmptyState>{t('mine.empty')}</EmptyState>;
  return (
    <ul className={styles.list}>
      {applications.map((application) => (
        <li key={application._id} className={styles.card}>
          <div className={styles.cardBody}>
            <h3 className={styles.cardTitle}>
              <Link to={`/mypage/applications/${application._id}`}>
                {application.date} {hoursOf(application)} · {t(`site.${application.location}`)} {t(`work.${application.work}`)}
              </Link>
            </h3>
            <p className={styles.hint}>{application.windowTitle} · {t('booking.number')} {bookingNumberOf(application._id)}</p>
            {LIVE_APPLICATION_STATUSES.includes(application.status) && (
              <p className={styles.hint}>{t('booking.cardDeadline', { deadline: application.cancelDeadline })}</p>
            )}
            {application.status === 'REJECTED' && application.rejectReason && (
              <p className={styles.hint}>{t('mine.reason')}: {application.rejectReason}</p>
            )}
          </div>
          <StatusBadge application={application} />
          <CancelApplication application={application} />
        </li>
      ))}
    </ul>
  );
}
