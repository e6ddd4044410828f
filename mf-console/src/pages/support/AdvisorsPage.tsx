import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { ConsoleAdvisor } from '@centre/contracts';
import { PageHead } from '../../components/PageHead.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { ADVISOR_FILTERS, SUPPORT_PAGE_SIZE, useAdvisors } from '../../features/support/api.ts';
import { SupportTabs } from '../../features/support/SupportTabs.tsx';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import styles from '../../components/components.module.css';

/** The advisors (labour attorneys, lawyers, tax accountants), active or not. */
export default function AdvisorsPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const { params, search, setPage } = useListParams(ADVISOR_FILTERS);
  const list = useAdvisors(params);
  const columns = useMemo<ColumnDef<ConsoleAdvisor, unknown>[]>(
    () => [
      { id: 'name', header: () => t('fields.name'), cell: ({ row }) => <Link to={`/console/advice/advisors/${row.original._id}`}>{row.original.name}</Link> },
      { id: 'profession', header: () => t('fields.profession'), cell: ({ row }) => t(`enums.${row.original.profession}`) },
      { id: 'specialities', header: () => t('fields.specialities'), cell: ({ row }) => row.original.specialities.map((value) => t(`enums.${value}`)).join(', ') },
      { id: 'languages', header: () => t('fields.languages'), cell: ({ row }) => row.original.languages.map((value) => t(`enums.${value}`)).join(', ') },
      { id: 'active', header: () => t('fields.active'), cell: ({ row }) => (row.original.active ? t('advisors.active') : t('advisors.inactive')) },
    ],
    [t],
  );
  return (
    <section aria-labelledby="advisors-title">
      <PageHead titleId="advisors-title" title={t('nav.advisors')}>
        <Link to="/console/advice/advisors/create" className={styles.primaryButton}>{t('advisors.create')}</Link>
      </PageHead>
      <SupportTabs area="advice" />
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('advisors.search')} />
      </div>
      <PagedList
        list={list}
        rows={list.data?.rows}
        empty={params.keyword ? t('noMatch') : t('advisors.empty')}
        caption={t('advisors.caption')}
        columns={columns}
        getRowId={(row) => row._id}
        rowHeader="name"
        rowLabel={(row) => row.name}
        page={params.page}
        pageSize={SUPPORT_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
