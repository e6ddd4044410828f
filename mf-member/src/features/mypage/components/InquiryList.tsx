import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Inquiry, InquiryStatus } from '@centre/contracts';
import { EmptyState, formatDate } from '@centre/platform';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import styles from './mypage.module.css';

const STATUS_BADGE: Record<InquiryStatus, string> = { WAITING_REPLY: styles.badgeWaiting!, ANSWERED: styles.badgeDone! };

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  return <span className={`${styles.badge} ${STATUS_BADGE[status]}`}>{t(`inquiries.status.${status}`)}</span>;
}

/** The member's questions as cards: title (link), status and the date asked. */
export function InquiryList({ inquiries }: { inquiries: Inquiry[] }) {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  if (inquiries.length === 0) return <EmptyState>{t('inquiries.empty')}</EmptyState>;
  return (
    <ul className={styles.list}>
      {inquiries.map((inquiry) => (
        <li key={inquiry._id} className={styles.card}>
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>
              <Link to={`/mypage/inquiries/${inquiry._id}`}>{inquiry.title}</Link>
            </h2>
            <InquiryStatusBadge status={inquiry.status} />
          </div>
          <p className={styles.hint}>
            {t('inquiries.askedAt')} {formatDate(inquiry.createdAt)}
            {inquiry.answeredAt && <> · {t('inquiries.answeredAt')} {formatDate(inquiry.answeredAt)}</>}
          </p>
        </li>
      ))}
    </ul>
  );
}
