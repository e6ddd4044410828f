import type { Notification } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './board.module.css';

/** One line of a board: pinned mark, subject on one line, date as YYYY-MM-DD. */
export function BoardRow({ item, href }: { item: Notification; href: string }) {
  const { t } = useTranslation('public');
  return (
    <li className={item.isMain ? styles.pinnedRow : styles.row}>
      {item.isMain && <span className={styles.pinned}>{t('board.pinned')}</span>}
      <Link to={href} className={styles.subject} title={item.subject}>{item.subject}</Link>
      <time dateTime={item.createdAt} className={styles.date}>{formatDate(item.createdAt)}</time>
    </li>
  );
}
