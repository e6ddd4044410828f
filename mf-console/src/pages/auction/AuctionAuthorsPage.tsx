import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { Author } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { PagedList } from '../../components/PagedList.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { localisedIn } from '../../lib/localised.ts';
import { AUCTION_PAGE_SIZE, useAuthors } from '../../features/auction/api.ts';
import { AUCTION_NAMESPACE } from '../../features/auction/i18n/translations.ts';
import styles from '../../components/components.module.css';

const NO_FILTERS: readonly string[] = [];

/** The auction's authors: designers whose works are shown and sold. */
export default function AuctionAuthorsPage() {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const locale = useLocale();
  const { params, search, setPage } = useListParams(NO_FILTERS);
  const list = useAuthors(params.page, params.keyword);
  const columns = useMemo<ColumnDef<Author, unknown>[]>(() => [
    { id: 'name', header: () => t('fields.name'), cell: ({ row }) => <Link to={`/console/auction/authors/${row.original._id}`}>{localisedIn(row.original.name, locale)}</Link> },
    { id: 'links', header: () => t('fields.links'), cell: ({ row }) => row.original.links.map((link) => t(`enums.${link.type}`)).join(', ') || '—' },
    { id: 'member', header: () => t('authors.member'), cell: ({ row }) => (row.original.memberId ? t('authors.linked') : '—') },
  ], [t, locale]);
  return (
    <section aria-labelledby="authors-title">
      <div className={styles.pageHead}>
        <h1 id="authors-title" className={styles.pageTitle}>{t('authors.title')}</h1>
        <div className={styles.headActions}><Link to="/console/auction/authors/create" className={styles.primaryLink}>{t('authors.create')}</Link></div>
      </div>
      <div className={styles.listTools}><SearchForm keyword={params.keyword} onSearch={search} label={t('authors.search')} /></div>
      <PagedList list={list} rows={list.data?.rows} empty={params.keyword ? t('list.noMatch') : t('authors.empty')} caption={t('authors.caption')} columns={columns}
        getRowId={(author) => author._id} rowHeader="name" rowLabel={(author) => localisedIn(author.name, locale)} page={params.page} pageSize={AUCTION_PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
