import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '@centre/contracts';
import { EmptyState, ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { DataTable } from '../components/DataTable.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { AUDIT_FILTERS, AUDIT_PAGE_SIZE, useAuditEntries } from '../features/audit/api.ts';
import { AuditDiff } from '../features/audit/AuditDiff.tsx';
import { ResourceCell } from '../components/ResourceCell.tsx';
import styles from '../components/components.module.css';

const AUDIT_COLUMNS = ['createdAt', 'actorName', 'action', 'resource', 'service'] as const;
const ACTIONS = ['create', 'update', 'delete'] as const;
const TEXT_FILTERS = ['actor', 'resource'] as const;

/** Who changed what, and when: every console write, searchable, with the before/after of edits. */
export default function AuditPage() {
  const { t } = useTranslation('console');
  const { params, search, setPage, setFilters } = useListParams(AUDIT_FILTERS);
  const entries = useAuditEntries(params);
  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      ...AUDIT_COLUMNS.map(
        (field): ColumnDef<AuditEntry, unknown> => ({
          id: field,
          accessorFn: (entry) => entry[field],
          header: () => t(`audit.${field}`),
          cell: ({ getValue }) => <ResourceCell value={getValue()} kind={field === 'createdAt' ? 'datetime' : 'text'} />,
        }),
      ),
      { id: 'changes', header: () => t('auditDiff.column'), cell: ({ row }) => <AuditDiff before={row.original.before} after={row.original.after} /> },
    ],
    [t],
  );
  const total = entries.data?.summary.total ?? 0;
  const filtered = Boolean(params.keyword) || Object.keys(params.filters).length > 0;

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    setFilters({
      actor: value('actor'),
      resource: value('resource'),
      action: value('action'),
      from: value('from'),
      until: value('until'),
      changed: data.get('changed') ? 'true' : undefined,
    });
  };

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className={styles.pageTitle}>
        {t('nav.audit')}
      </h1>
      <p className={styles.hint}>{t('audit.intro')}</p>
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('list.searchIn', { name: t('nav.audit') })} />
      </div>
      {/* Keyed by the address: Back/Forward put the fields back to what the list shows. */}
      <form key={JSON.stringify(params.filters)} className={styles.listTools} aria-label={t('auditDiff.filters')} onSubmit={applyFilters}>
        {TEXT_FILTERS.map((name) => (
          <label key={name} className={styles.filter}>
            <span>{t(`auditDiff.${name}`)}</span>
            <input name={name} defaultValue={params.filters[name] ?? ''} maxLength={name === 'actor' ? 100 : 200} />
          </label>
        ))}
        <label className={styles.filter}>
          <span>{t('audit.action')}</span>
          <select name="action" defaultValue={params.filters.action ?? ''}>
            <option value="">{t('list.all')}</option>
            {ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`auditDiff.actions.${action}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{t('auditDiff.from')}</span>
          <input type="date" name="from" defaultValue={params.filters.from ?? ''} />
        </label>
        <label className={styles.filter}>
          <span>{t('auditDiff.until')}</span>
          <input type="date" name="until" defaultValue={params.filters.until ?? ''} />
        </label>
        <label className={styles.inlineField}>
          <input type="checkbox" name="changed" defaultChecked={params.filters.changed === 'true'} /> {t('auditDiff.onlyChanged')}
        </label>
        <button type="submit" className={styles.secondaryButton}>
          {t('auditDiff.apply')}
        </button>
      </form>
      <p className={styles.total} aria-live="polite">
        {entries.data ? t('list.total', { count: total }) : '\u00a0'}
      </p>
      {entries.isPending && <LoadingState />}
      {entries.isError && <ErrorState detail={errorMessage(entries.error)} onRetry={() => void entries.refetch()} />}
      {entries.data &&
        (entries.data.entries.length === 0 ? (
          <EmptyState>{filtered ? t('list.noMatch') : t('audit.empty')}</EmptyState>
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
