import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { Withdrawal } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { PagedList } from '../components/PagedList.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { MEMBERS_PAGE_SIZE, useWithdrawals } from '../features/members/api.ts';
import { valueColumn } from '../components/columns.tsx';
import styles from '../components/components.module.css';

const NO_FILTERS: readonly string[] = [];

/** Who left when, and what the centre keeps about them until when. */
export default function WithdrawalsPage() {
  const { t } = useTranslation('console');
  const { params, setPage } = useListParams(NO_FILTERS);
  const list = useWithdrawals(params);
  // Arriving from a member's page after staff removed the account (MemberAdminPanel).
  const removed = (useLocation().state as { removed?: boolean } | null)?.removed === true;
  const columns = useMemo<ColumnDef<Withdrawal, unknown>[]>(
    () => [
      valueColumn('maskedUsername', () => t('members.username'), (entry) => entry.maskedUsername),
      valueColumn('memberKind', () => t('members.memberKind'), (entry) => entry.memberKind, 'choice'),
      valueColumn('withdrawnAt', () => t('members.withdrawnAt'), (entry) => entry.withdrawnAt, 'datetime'),
      valueColumn('usernameReservedUntil', () => t('members.reservedUntil'), (entry) => entry.usernameReservedUntil, 'date'),
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
      <div role="status" className={styles.notice}>
        {removed ? t('memberAdmin.removed') : ''}
      </div>
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
