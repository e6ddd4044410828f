import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { PagedList } from '../components/PagedList.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { useDeleteResources, useResourceList, type ResourceRecord } from '../features/content/api.ts';
import { ResourceCell } from '../components/ResourceCell.tsx';
import { localisedIn } from '../lib/localised.ts';
import { CONSOLE_RESOURCES, defaultSortOf, filterValuesOf, formHintsOf, type ConsoleResourceKey } from '../features/content/resources.ts';
import { useLocale } from '@centre/platform';
import styles from '../components/components.module.css';
import { ListFilter } from '../components/ListFilter.tsx';

/** What the edit page tells the list after a save or delete (router state). */
export interface ListNotice {
  notice: 'saved' | 'deleted';
}

/** The list of a content resource: search, filters, sort and page in the URL; bulk delete. */
export default function ResourceListPage({ resourceKey }: { resourceKey: ConsoleResourceKey }) {
  const resource = CONSOLE_RESOURCES[resourceKey];
  const { t } = useTranslation('console');
  const locale = useLocale();
  const location = useLocation();
  const filterNames = resource.description.filters;
  const filters = useMemo(() => filterNames.map((filterName) => ({ name: filterName, values: filterValuesOf(resource, filterName) })), [filterNames, resource]);
  const labels = formHintsOf(resource).labels ?? {};
  const labelOf = (field: string) => t(`fields.${labels[field] ?? field}`);
  const { params, search, setFilter, setSort, setPage } = useListParams(filterNames);
  const list = useResourceList(resource, params);
  const remove = useDeleteResources(resource);
  const [pendingDelete, setPendingDelete] = useState<{ ids: string[]; done: () => void } | null>(null);
  const [deletedCount, setDeletedCount] = useState<number | null>(null);
  const name = t(`${resource.key}.title`);
  const headingId = `${resource.key}-title`;
  const notice = (location.state as ListNotice | null)?.notice;

  const columns = useMemo<ColumnDef<ResourceRecord, unknown>[]>(
    () =>
      resource.columns.map((column) => ({
        id: column.field,
        accessorFn: (row) => row[column.field],
        header: () => labelOf(column.field),
        cell: ({ row, getValue }) =>
          column.field === resource.description.titleField ? (
            <Link to={`${resource.route}/${row.original._id}`}>
              <ResourceCell value={getValue()} kind={column.kind} />
            </Link>
          ) : (
            <ResourceCell value={getValue()} kind={column.kind} />
          ),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labelOf reads only the resource's labels and t
    [resource, t],
  );

  const filtered = Boolean(params.keyword) || Object.keys(params.filters).length > 0;

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const { ids, done } = pendingDelete;
    remove.mutate(ids, {
      onSuccess: () => {
        setDeletedCount(ids.length);
        setPendingDelete(null);
        done();
      },
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <div className={styles.pageHead}>
        <h1 id={headingId} className={styles.pageTitle}>
          {name}
        </h1>
        <div className={styles.headActions}>
          {resource.description.trash && (
            <Link to={`${resource.route}/trash`} className={styles.secondaryLink}>
              {t('trash.link')}
            </Link>
          )}
          <Link to={`${resource.route}/create`} className={styles.primaryLink}>
            {t('list.create', { name: t(`${resource.key}.one`) })}
          </Link>
        </div>
      </div>
      <div role="status" className={styles.notice}>
        {deletedCount !== null ? t('list.deleted', { count: deletedCount }) : notice === 'deleted' ? t('list.deleted', { count: 1 }) : notice === 'saved' ? t('list.saved') : ''}
      </div>
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('list.searchIn', { name })} />
        {filters.map((filter) => (
          <ListFilter
            key={filter.name}
            label={labelOf(filter.name)}
            value={params.filters[filter.name]}
            values={filter.values}
            optionLabel={(value) => (value === 'true' ? t('list.yes') : value === 'false' ? t('list.no') : t(`enums.${value}`, { defaultValue: value }))}
            onChange={(value) => setFilter(filter.name, value)}
          />
        ))}
      </div>
      <PagedList
        list={list}
        rows={list.data?.items}
        empty={filtered ? t('list.noMatch') : t(`${resource.key}.empty`)}
        caption={t(`${resource.key}.caption`)}
        columns={columns}
        getRowId={(row) => row._id}
        rowHeader={resource.description.titleField}
        rowLabel={(row) => localisedIn(row[resource.description.titleField] as never, locale)}
        sort={params.sort ? { id: params.sort, order: params.order } : defaultSortOf(resource)}
        sortable={resource.description.sort.keys}
        onSort={setSort}
        bulkActions={(ids, clear) => (
          <button
            type="button"
            className={styles.dangerButton}
            disabled={ids.length === 0}
            onClick={() => {
              remove.reset();
              setPendingDelete({ ids, done: clear });
            }}
          >
            {t('list.deleteSelected')}
          </button>
        )}
        page={params.page}
        pageSize={resource.pageSize}
        onPage={setPage}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('list.confirmDeleteTitle', { count: pendingDelete?.ids.length ?? 0 })}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        <p>{t('list.confirmDeleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
