import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './paging.module.css';

/** How many page numbers show around the current one; the first and last always show. */
const NEIGHBOURS = 2;

function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= NEIGHBOURS) pages.push(n);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Numbered page links; every page is an address, so the browser's back and forward work. */
export function Pagination({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation('public');
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('paging.label')}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={styles.step} rel="prev">{t('paging.previous')}</Link>
      ) : (
        <span className={styles.step} aria-disabled="true">{t('paging.previous')}</span>
      )}
      <ol className={styles.numbers}>
        {visiblePages(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">…</li>
          ) : (
            <li key={n}>
              <Link
                to={hrefOf(n)}
                className={n === page ? styles.current : styles.number}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('paging.page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} className={styles.step} rel="next">{t('paging.next')}</Link>
      ) : (
        <span className={styles.step} aria-disabled="true">{t('paging.next')}</span>
      )}
    </nav>
  );
}
