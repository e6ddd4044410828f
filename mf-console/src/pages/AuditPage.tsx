import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '@centre/contracts';
import { EmptyState, ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { DataTable } from '../components/DataTable.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { AUDIT_PAGE_SIZE, useAuditEntries } from '../features/audit/api.ts';
import { ResourceCell } from '../features/content/components/ResourceCell.tsx';
import styles from '../components/components.module.css';

const NO_FILTERS: readonly string[] = [];
const AUDIT_COLUMNS = ['createdAt', 'actorName', 'action', 'resource', 'service', 'requestId'] as const;

/** Who changed what, and when: every console write, searchable. */
export default function AuditPage() {
  const { t } = useTranslation('console');
  const { params, search, setPage } = useListParams(NO_FILTERS);
  const entries = useAuditEntries(params);
  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () =>
      AUDIT_COLUMNS.map((field) => ({
        id: field,
        accessorFn: (entry) => entry[field],
        header: () => t(`audit.${field}`),
        cell: ({ getValue }) => <ResourceCell value={getValue()} kind={field === 'createdAt' ? 'datetime' : 'text'} />,
      })),
    [t],
  );
  const total = entries.data?.summary.total ?? 0;
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className={styles.pageTitle}>
        {t('nav.audit')}
      </h1>
      <p className={styles.hint}>{t('audit.intro')}</p>
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('list.searchIn', { name: t('nav.audit') })} />
      </div>
      <p className={styles.total} aria-live="polite">
        {entries.data ? t('list.total', { count: total }) : '\u00a0'}
      </p>
      {entries.isPending && <LoadingState />}
      {entries.isError && <ErrorState detail={errorMessage(entries.error)} onRetry={() => void entries.refetch()} />}
      {entries.data &&
        (entries.data.entries.length === 0 ? (
          <EmptyState>{params.keyword ? t('list.noMatch') : t('audit.empty')}</EmptyState>
        ) : (
          <>
            <DataTable
              caption={t('audit.caption')}
              rows={entries.data.entries}
              columns={columns}
              getRowId={(entry) => entry._id}
              rowHeader="createdAt"
              rowLabel={(entry) => entry.resource}
            />
            <Pagination page={params.page} pageCount={Math.ceil(total / AUDIT_PAGE_SIZE)} onPage={setPage} />
          </>
        ))}
    </section>
  );
}
