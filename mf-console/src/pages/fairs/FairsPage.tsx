import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { FAIR_STATUSES, FAIR_VENUES, type ConsoleFair } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { localisedIn } from '../../lib/localised.ts';
import { FAIR_FILTERS, FAIRS_PAGE_SIZE, useFairs } from '../../features/fairs/api/fairs.ts';
import { FairBadge } from '../../features/fairs/components/FairBadge.tsx';
import { FAIRS_NAMESPACE } from '../../features/fairs/i18n/translations.ts';
import styles from '../../components/components.module.css';

const CHOICES = { status: FAIR_STATUSES, venue: FAIR_VENUES } as const;

/** Every fair, newest first: its days, venue, status and whether the public site shows it. */
export default function FairsPage() {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const locale = useLocale();
  const { params, search, setFilter, setPage } = useListParams(FAIR_FILTERS);
  const list = useFairs(params);
  const columns = useMemo<ColumnDef<ConsoleFair, unknown>[]>(
    () => [
      { id: 'title', header: () => t('fields.title'), cell: ({ row }) => <Link to={`/console/fairs/${row.original._id}`}>{localisedIn(row.original.title, locale)}</Link> },
      { id: 'days', header: () => t('fairs.days'), cell: ({ row }) => (row.original.firstDay === row.original.lastDay ? row.original.firstDay : `${row.original.firstDay} – ${row.original.lastDay}`) },
      { id: 'venue', header: () => t('fields.venue'), cell: ({ row }) => t(`enums.${row.original.venue}`) },
      { id: 'status', header: () => t('fairs.status'), cell: ({ row }) => <FairBadge value={row.original.status} /> },
      { id: 'published', header: () => t('fairs.publication'), cell: ({ row }) => <FairBadge value={row.original.published ? 'published' : 'hidden'} /> },
      { id: 'tables', header: () => t('fields.tables'), cell: ({ row }) => row.original.tables },
    ],
    [t, locale],
  );
  const filtered = Object.keys(params.filters).length > 0 || params.keyword !== '';
  return (
    <section aria-labelledby="fairs-title">
      <div className={styles.pageHead}>
        <h1 id="fairs-title" className={styles.pageTitle}>
          {t('fairs.title')}
        </h1>
        <div className={styles.headActions}>
          <Link to="/console/fairs/create" className={styles.primaryLink}>
            {t('fairs.create')}
          </Link>
        </div>
      </div>
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('fairs.search')} />
        {(Object.keys(CHOICES) as Array<keyof typeof CHOICES>).map((name) => (
          <ListFilter
            key={name}
            label={t(name === 'status' ? 'fairs.status' : 'fields.venue')}
            value={params.filters[name]}
            values={CHOICES[name]}
            optionLabel={(value) => t(`enums.${value}`)}
            onChange={(value) => setFilter(name, value)}
          />
        ))}
      </div>
      <PagedList
        list={list}
        rows={list.data?.fairs}
        empty={filtered ? t('fairs.noMatch') : t('fairs.empty')}
        caption={t('fairs.caption')}
        columns={columns}
        getRowId={(fair) => fair._id}
        rowHeader="title"
        rowLabel={(fair) => localisedIn(fair.title, locale)}
        page={params.page}
        pageSize={FAIRS_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
