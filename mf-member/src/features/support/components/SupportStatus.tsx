import { useTranslation } from 'react-i18next';
import type { ConsultationStatus, PracticeSeatStatus } from '@centre/contracts';
import { MYPAGE_SUPPORT_NAMESPACE } from '../i18n/translations.ts';
import styles from './support.module.css';

const TONES: Record<ConsultationStatus | PracticeSeatStatus, string | undefined> = {
  REQUESTED: styles.badgeWaiting,
  WAITING: styles.badgeWaiting,
  WAITLISTED: styles.badgeWaiting,
  CONFIRMED: styles.badgeDone,
  DONE: styles.badgeDone,
  COMPLETED: styles.badgeDone,
  REFUSED: styles.badgeRejected,
  CANCELLED: styles.badgeRejected,
};

/** Where a consultation or a seat stands, in words (never colour alone). */
export function SupportStatus({ status }: { status: ConsultationStatus | PracticeSeatStatus }) {
  const { t } = useTranslation(MYPAGE_SUPPORT_NAMESPACE);
  return <span className={`${styles.badge} ${TONES[status] ?? ''}`}>{t(`status.${status}`)}</span>;
}
