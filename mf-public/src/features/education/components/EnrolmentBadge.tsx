import type { WindowStatus } from '@centre/contracts';
import { useTranslation } from 'react-i18next';
import styles from './education.module.css';

/** Enrolment status of a course: to be received, being received, closed. */
export function EnrolmentBadge({ status }: { status: WindowStatus }) {
  const { t } = useTranslation('public');
  return <span className={`${styles.badge} ${styles[status]}`} data-status={status}>{t(`education.status.${status}`)}</span>;
}
