import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { LOCATIONS, PRACTICE_SESSION_STATUSES, type ConsolePracticeSession } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { PRACTICE_FILTERS, SUPPORT_PAGE_SIZE, usePracticeSessions } from '../../features/support/api.ts';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import { localisedIn } from '../../lib/localised.ts';
import styles from '../../components/components.module.css';

/** Practice sessions on the centre's machines: when, where, seats taken, status. */
export default function PracticeSessionsPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const { params, search, setFilter, setPage } = useListParams(PRACTICE_FILTERS);
  const list = usePracticeSessions(params);
  const columns = useMemo<ColumnDef<ConsolePracticeSession, unknown>[]>(
    () => [
      { id: 'title', header: () => t('fields.title'), cell: ({ row }) => <Link to={`/console/practices/${row.original._id}`}>{localisedIn(row.original.title, locale)}</Link> },
      { id: 'when', header: () => t('sessions.when'), cell: ({ row }) => `${row.original.date} ${row.original.startTime}–${row.original.endTime}` },
      { id: 'site', header: () => t('fields.site'), cell: ({ row }) => t(`enums.${row.original.site}`) },
      { id: 'seats', header: () => t('practices.held'), cell: ({ row }) => `${row.original.held} / ${row.original.seats}` },
      { id: 'status', header: () => t('practices.status'), cell: ({ row }) => t(`enums.${row.original.status}`) },
    ],
    [t, locale],
  );
  const filtered = Boolean(params.keyword) || Object.keys(params.filters).length > 0;
  return (
    <section aria-labelledby="practices-title">
      <PageHead titleId="practices-title" title={t('nav.practices')}>
        <Link to="/console/practices/create" className={styles.primaryButton}>{t('practices.create')}</Link>
      </PageHead>
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('practices.search')} />
        <ListFilter label={t('fields.site')} value={params.filters.site} values={LOCATIONS} optionLabel={(value) => t(`enums.${value}`)} onChange={(value) => setFilter('site', value)} />
        <ListFilter label={t('practices.status')} value={params.filters.status} values={PRACTICE_SESSION_STATUSES} optionLabel={(value) => t(`enums.${value}`)} onChange={(value) => setFilter('status', value)} />
      </div>
      <PagedList
        list={list}
        rows={list.data?.rows}
        empty={filtered ? t('noMatch') : t('practices.empty')}
        caption={t('practices.caption')}
        columns={columns}
        getRowId={(row) => row._id}
        rowHeader="title"
        rowLabel={(row) => localisedIn(row.title, locale)}
        page={params.page}
        pageSize={SUPPORT_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
