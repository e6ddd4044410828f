import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { STAFF_ROLES, STAFF_STATUSES, type StaffAccount } from '@centre/contracts';
import { PagedList } from '../components/PagedList.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { ListFilters } from '../components/ListFilter.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { valueColumn } from '../components/columns.tsx';
import { STAFF_FILTERS, STAFF_PAGE_SIZE, useStaffList } from '../features/staff/api.ts';
import { StaffSecuritySection } from '../features/staff/StaffSecuritySection.tsx';
import { PageHead } from '../components/PageHead.tsx';
import styles from '../components/components.module.css';

const FILTER_VALUES: Record<(typeof STAFF_FILTERS)[number], readonly string[]> = { role: STAFF_ROLES, status: STAFF_STATUSES };

/** Staff accounts (administrators): who may use the console, in which role; and the staff-wide sign-in policy. */
export default function StaffPage() {
  const { t } = useTranslation('console');
  const { params, setFilter, setPage, search } = useListParams(STAFF_FILTERS);
  const list = useStaffList(params);
  const columns = useMemo<ColumnDef<StaffAccount, unknown>[]>(
    () => [
      { id: 'name', accessorFn: (staff) => staff.name, header: () => t('fields.name'), cell: ({ row }) => <Link to={`/console/staff/${row.original._id}`}>{row.original.name}</Link> },
      valueColumn('username', () => t('fields.username'), (staff) => staff.username),
      valueColumn('role', () => t('fields.role'), (staff) => staff.role, 'choice'),
      valueColumn('status', () => t('fields.status'), (staff) => staff.status, 'choice'),
      valueColumn('twoStep', () => t('staff.twoStep'), (staff) => (staff.twoStepEnabled ? t('staff.twoStepOn') : t('staff.twoStepOff'))),
      valueColumn('createdAt', () => t('fields.createdAt'), (staff) => staff.createdAt, 'date'),
    ],
    [t],
  );
  const filtered = Boolean(params.keyword) || Object.keys(params.filters).length > 0;
  return (
    <section aria-labelledby="staff-title">
      <PageHead titleId="staff-title" title={t('nav.staff')}>
        <Link to="/console/staff/create" className={styles.primaryLink}>
          {t('staff.create')}
        </Link>
      </PageHead>
      <p className={styles.hint}>{t('staff.intro')}</p>
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('list.searchIn', { name: t('nav.staff') })} />
        <ListFilters values={FILTER_VALUES} current={params.filters} label={(name) => t(`fields.${name}`)} onChange={setFilter} />
      </div>
      <PagedList
        list={list}
        rows={list.data?.staff}
        empty={filtered ? t('list.noMatch') : t('staff.empty')}
        caption={t('staff.caption')}
        columns={columns}
        getRowId={(staff) => staff._id}
        rowHeader="name"
        rowLabel={(staff) => staff.name}
        page={params.page}
        pageSize={STAFF_PAGE_SIZE}
        onPage={setPage}
      />
      <StaffSecuritySection />
    </section>
  );
}
