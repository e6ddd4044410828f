import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { ADVICE_SPECIALITIES, CONSULTATION_STATUSES, type ConsoleConsultation } from '@centre/contracts';
import { formatDate, useLocale } from '@centre/platform';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { REQUEST_FILTERS, SUPPORT_PAGE_SIZE, useConsultationRequests } from '../../features/support/api.ts';
import { sessionLine } from '../../features/support/choices.ts';
import { SupportTabs } from '../../features/support/SupportTabs.tsx';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import styles from '../../components/components.module.css';

/** Members' advice requests, newest first: who, on what, which session, where each stands. */
export default function AdviceRequestsPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const { params, search, setFilter, setPage } = useListParams(REQUEST_FILTERS);
  const list = useConsultationRequests(params);
  const columns = useMemo<ColumnDef<ConsoleConsultation, unknown>[]>(
    () => [
      { id: 'topic', header: () => t('requests.topic'), cell: ({ row }) => <Link to={`/console/advice/requests/${row.original._id}`}>{row.original.topic || t('requests.erased')}</Link> },
      { id: 'member', header: () => t('requests.member'), cell: ({ row }) => (row.original.member ? `${row.original.member.name} (${row.original.member.username})` : t('requests.memberGone')) },
      { id: 'speciality', header: () => t('fields.speciality'), cell: ({ row }) => t(`enums.${row.original.speciality}`) },
      { id: 'session', header: () => t('requests.session'), cell: ({ row }) => (row.original.session ? sessionLine(row.original.session, locale) : t('requests.anyAdvisor')) },
      { id: 'status', header: () => t('requests.status'), cell: ({ row }) => t(`enums.${row.original.status}`) },
      { id: 'createdAt', header: () => t('requests.createdAt'), cell: ({ row }) => formatDate(row.original.createdAt) },
    ],
    [t, locale],
  );
  const filtered = Boolean(params.keyword) || Object.keys(params.filters).length > 0;
  return (
    <section aria-labelledby="advice-requests-title">
      <h1 id="advice-requests-title" className={styles.pageTitle}>{t('nav.adviceRequests')}</h1>
      <SupportTabs area="advice" />
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('requests.search')} />
        <ListFilter label={t('requests.status')} value={params.filters.status} values={CONSULTATION_STATUSES} optionLabel={(value) => t(`enums.${value}`)} onChange={(value) => setFilter('status', value)} />
        <ListFilter label={t('fields.speciality')} value={params.filters.speciality} values={ADVICE_SPECIALITIES} optionLabel={(value) => t(`enums.${value}`)} onChange={(value) => setFilter('speciality', value)} />
      </div>
      <PagedList
        list={list}
        rows={list.data?.rows}
        empty={filtered ? t('noMatch') : t('requests.empty')}
        caption={t('requests.caption')}
        columns={columns}
        getRowId={(row) => row._id}
        rowHeader="topic"
        rowLabel={(row) => row.topic}
        page={params.page}
        pageSize={SUPPORT_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
