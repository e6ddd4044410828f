import { useTranslation } from 'react-i18next';
import type { ConsoleNotification, Locale } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import styles from '../../../pages/console.module.css';

/** The subject in the console's language, falling back to Korean (always present). */
const subjectIn = (notification: ConsoleNotification, locale: Locale) => notification.subject[locale] || notification.subject.ko;

export function NotificationsTable({ notifications, offset, locale }: { notifications: readonly ConsoleNotification[]; offset: number; locale: Locale }) {
  const { t } = useTranslation('console');
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('notifications.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('notifications.number')}</th>
          <th scope="col">{t('notifications.subject')}</th>
          <th scope="col">{t('notifications.isMain')}</th>
          <th scope="col">{t('notifications.createdAt')}</th>
          <th scope="col">{t('notifications.updatedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {notifications.map((notification, index) => (
          <tr key={notification._id}>
            <td>{offset + index + 1}</td>
            <th scope="row" className={styles.subjectCell}>{subjectIn(notification, locale)}</th>
            <td>{notification.isMain ? t('notifications.yes') : t('notifications.no')}</td>
            <td><time dateTime={notification.createdAt}>{formatDate(notification.createdAt)}</time></td>
            <td><time dateTime={notification.updatedAt}>{formatDate(notification.updatedAt)}</time></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
