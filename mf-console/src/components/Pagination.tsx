import { useTranslation } from 'react-i18next';
import styles from './components.module.css';

/** Page numbers around the current page; the current one is marked for assistive technology. */
export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('console');
  if (pageCount <= 1) return null;
  const first = Math.max(1, page - 2);
  const last = Math.min(pageCount, first + 4);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('pagination.previous')}</button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: number })}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>{t('pagination.next')}</button>
    </nav>
  );
}
