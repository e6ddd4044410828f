import type { Notification } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { Link } from 'react-router-dom';
import styles from './board.module.css';
import { usePageTranslation } from '../../../i18n/page-texts.ts';
import { BOARD_TEXTS } from '../i18n/translations.ts';

/** One line of a board: pinned mark, subject on one line, date as YYYY-MM-DD. */
export function BoardRow({ item, href }: { item: Notification; href: string }) {
  const { t } = usePageTranslation(BOARD_TEXTS);
  return (
    <li className={item.isMain ? styles.pinnedRow : styles.row}>
      {item.isMain && <span className={styles.pinned}>{t('board.pinned')}</span>}
      <Link to={href} className={styles.subject} title={item.subject}>{item.subject}</Link>
      <time dateTime={item.createdAt} className={styles.date}>{formatDate(item.createdAt)}</time>
    </li>
  );
}
