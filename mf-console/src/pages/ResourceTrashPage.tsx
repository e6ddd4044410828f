import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { TRASH_RETENTION_DAYS, type TrashedItem } from '@centre/contracts';
import { EmptyState, ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { DataTable } from '../components/DataTable.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { TRASH_PAGE_SIZE, useResourceTrash, useRestoreResource } from '../features/content/api.ts';
import { ResourceCell } from '../components/ResourceCell.tsx';
import { CONSOLE_RESOURCES, type ConsoleResourceKey } from '../features/content/resources.ts';
import styles from '../components/components.module.css';

/** Deleted records of a resource, restorable until they are purged. */
export default function ResourceTrashPage({ resourceKey }: { resourceKey: ConsoleResourceKey }) {
  const resource = CONSOLE_RESOURCES[resourceKey];
  const { t } = useTranslation('console');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const trash = useResourceTrash(resource, page);
  const restore = useRestoreResource(resource);
  const name = t(`${resource.key}.title`);

  const columns = useMemo<ColumnDef<TrashedItem, unknown>[]>(
    () => [
      { id: 'title', accessorKey: 'title', header: () => t('fields.title') },
      { id: 'deletedAt', accessorKey: 'deletedAt', header: () => t('trash.deletedAt'), cell: ({ getValue }) => <ResourceCell value={getValue()} kind="datetime" /> },
      { id: 'purgesAt', accessorKey: 'purgesAt', header: () => t('trash.purgesAt'), cell: ({ getValue }) => <ResourceCell value={getValue()} kind="date" /> },
      {
        id: 'restore',
        header: () => t('trash.action'),
        cell: ({ row }) => (
          <button type="button" className={styles.secondaryButton} disabled={restore.isPending} onClick={() => restore.mutate(row.original._id)}>
            {t('trash.restore', { name: row.original.title })}
          </button>
        ),
      },
    ],
    [restore, t],
  );

  const total = trash.data?.summary.total ?? 0;
  return (
    <section aria-labelledby="trash-title">
      <p className={styles.backLink}>
        <Link to={resource.route}>{t('edit.back', { name })}</Link>
      </p>
      <h1 id="trash-title" className={styles.pageTitle}>
        {t('trash.title', { name })}
      </h1>
      <p className={styles.hint}>{t('trash.intro', { days: TRASH_RETENTION_DAYS })}</p>
      <div role="status" className={styles.notice}>
        {restore.isSuccess ? t('trash.restored') : ''}
      </div>
      {restore.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(restore.error)}
        </p>
      )}
      {trash.isPending && <LoadingState />}
      {trash.isError && <ErrorState detail={errorMessage(trash.error)} onRetry={() => void trash.refetch()} />}
      {trash.data &&
        (trash.data.trash.length === 0 ? (
          <EmptyState>{t('trash.empty')}</EmptyState>
        ) : (
          <>
            <DataTable caption={t('trash.title', { name })} rows={trash.data.trash} columns={columns} getRowId={(item) => item._id} rowHeader="title" rowLabel={(item) => item.title} />
            <Pagination page={page} pageCount={Math.ceil(total / TRASH_PAGE_SIZE)} onPage={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})} />
          </>
        ))}
    </section>
  );
}
