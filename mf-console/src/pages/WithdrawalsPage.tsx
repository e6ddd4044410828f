import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { Withdrawal } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { PagedList } from '../components/PagedList.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { MEMBERS_PAGE_SIZE, useWithdrawals } from '../features/members/api.ts';
import { ResourceCell } from '../components/ResourceCell.tsx';
import styles from '../components/components.module.css';

const NO_FILTERS: readonly string[] = [];

/** Who left when, and what the centre keeps about them until when. */
export default function WithdrawalsPage() {
  const { t } = useTranslation('console');
  const { params, setPage } = useListParams(NO_FILTERS);
  const list = useWithdrawals(params);
  const columns = useMemo<ColumnDef<Withdrawal, unknown>[]>(
    () => [
      { id: 'maskedUsername', accessorFn: (entry) => entry.maskedUsername, header: () => t('members.username'), cell: ({ getValue }) => <ResourceCell value={getValue()} kind="text" /> },
      { id: 'memberKind', accessorFn: (entry) => entry.memberKind, header: () => t('members.memberKind'), cell: ({ getValue }) => <ResourceCell value={getValue()} kind="choice" /> },
      { id: 'withdrawnAt', accessorFn: (entry) => entry.withdrawnAt, header: () => t('members.withdrawnAt'), cell: ({ getValue }) => <ResourceCell value={getValue()} kind="datetime" /> },
      { id: 'usernameReservedUntil', accessorFn: (entry) => entry.usernameReservedUntil, header: () => t('members.reservedUntil'), cell: ({ getValue }) => <ResourceCell value={getValue()} kind="date" /> },
      {
        id: 'kept',
        accessorFn: (entry) => entry.kept,
        header: () => t('members.kept'),
        cell: ({ row }) => row.original.kept.map((item) => `${item.what} (${t('members.until', { date: formatDate(item.until) })})`).join(', '),
      },
    ],
    [t],
  );
  return (
    <section aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title" className={styles.pageTitle}>
        {t('nav.withdrawals')}
      </h1>
      <PagedList
        list={list}
        rows={list.data?.withdrawals}
        empty={t('members.noWithdrawals')}
        caption={t('members.withdrawalsCaption')}
        columns={columns}
        getRowId={(entry) => entry._id}
        rowHeader="maskedUsername"
        rowLabel={(entry) => entry.maskedUsername}
        page={params.page}
        pageSize={MEMBERS_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
