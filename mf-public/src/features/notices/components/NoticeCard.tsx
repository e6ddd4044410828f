import type { Notification } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { Link } from 'react-router-dom';
import styles from './notices.module.css';

/** Spec §2: subject on one line, summary on at most four, date as YYYY-MM-DD. */
export function NoticeCard({ notification }: { notification: Notification }) {
  return (
    <article className={styles.card}>
      <Link to={`/notice/${notification._id}`} className={styles.cardLink}>
        <h3 className={styles.subject} title={notification.subject}>{notification.subject}</h3>
        <p className={styles.summary}>{notification.summary}</p>
        <time className={styles.date} dateTime={notification.createdAt}>{formatDate(notification.createdAt)}</time>
      </Link>
    </article>
  );
}
