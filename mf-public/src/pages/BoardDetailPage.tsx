import { Link, useParams } from 'react-router-dom';
import { formatDate, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { BOARDS, reportBoardLoadFailure, type BoardKey } from '../features/notices/boards.ts';
import { RichText } from '../components/rich-text/RichText.tsx';
import { AsyncContent, isMissingRecord, isNotFound } from './AsyncContent.tsx';
import styles from './pages.module.css';
import { usePageTranslation } from '../i18n/page-texts.ts';
import { BOARD_TEXTS } from '../features/notices/i18n/translations.ts';

/** /notice/:id and /center-business/:id: the sanitised body and links to the previous and next item. */
export default function BoardDetailPage({ board: boardKey }: { board: BoardKey }) {
  const board = BOARDS[boardKey];
  const { t } = usePageTranslation(BOARD_TEXTS);
  const { id = '' } = useParams();
  const locale = useLocale();
  const detail = useAsyncData(
    (signal) => board.detail(id, signal),
    [board, id, locale],
    (error) => {
      if (!isMissingRecord(error)) reportBoardLoadFailure(error);
    },
  );
  usePageMeta({
    title: detail.status === 'success' ? detail.data.item.subject : isNotFound(detail) ? t(`${board.key}.notFound`) : t(`${board.key}.title`),
    description: detail.status === 'success' ? detail.data.item.summary || t(`${board.key}.description`) : t(`${board.key}.description`),
  });

  return (
    <AsyncContent state={detail} notFoundTitle={t(`${board.key}.notFound`)}>
      {({ item, previous, next }) => (
        <article className={styles.page}>
          <header className={styles.articleHeader}>
            <p className={styles.breadcrumb}><Link to={board.route}>{t(`${board.key}.title`)}</Link></p>
            <h1 className={styles.pageTitle}>{item.subject}</h1>
            <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </header>
          <RichText html={item.content} className={styles.articleBody} />
          <nav className={styles.adjacent} aria-label={t('board.adjacent')}>
            <p>
              <span>{t('board.previous')}</span>
              {previous ? <Link to={`${board.route}/${previous._id}`} rel="prev">{previous.subject}</Link> : <span>{t('board.none')}</span>}
            </p>
            <p>
              <span>{t('board.next')}</span>
              {next ? <Link to={`${board.route}/${next._id}`} rel="next">{next.subject}</Link> : <span>{t('board.none')}</span>}
            </p>
          </nav>
          <p><Link to={board.route} className={styles.buttonLink}>{t('board.backToList')}</Link></p>
        </article>
      )}
    </AsyncContent>
  );
}
