import type { WindowStatus } from '@centre/contracts';
import styles from './education.module.css';
import { usePageTranslation } from '../../../i18n/page-texts.ts';
import { EDUCATION_TEXTS } from '../i18n/translations.ts';

/** Enrolment status of a course: to be received, being received, closed. */
export function EnrolmentBadge({ status }: { status: WindowStatus }) {
  const { t } = usePageTranslation(EDUCATION_TEXTS);
  return <span className={`${styles.badge} ${styles[status]}`} data-status={status}>{t(`education.status.${status}`)}</span>;
}
