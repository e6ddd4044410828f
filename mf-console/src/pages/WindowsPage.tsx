import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { LOCATIONS, WINDOW_STATUSES, WORK_TYPES, type ConsoleApplicationWindow } from '@centre/contracts';
import { formatDate, useLocale } from '@centre/platform';
import { PagedList } from '../components/PagedList.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { localisedIn } from '../lib/localised.ts';
import { WINDOW_FILTERS, WINDOWS_PAGE_SIZE, useWindows } from '../features/applications/api/windows.ts';
import { ApplyTabs } from '../features/applications/components/ApplyTabs.tsx';
import { ChoiceFilters } from '../features/applications/components/ChoiceFilters.tsx';
import { StatusBadge } from '../features/applications/components/StatusBadge.tsx';
import { APPLY_NAMESPACE } from '../features/applications/i18n/translations.ts';
import styles from '../components/components.module.css';

const CHOICES: Record<(typeof WINDOW_FILTERS)[number], readonly string[]> = { location: LOCATIONS, work: WORK_TYPES, status: WINDOW_STATUSES };
const period = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;

/** Application windows ("limitations"): when makers may apply, for which days, under which rules. */
export default function WindowsPage() {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const locale = useLocale();
  const { params, setFilter, setPage } = useListParams(WINDOW_FILTERS);
  const list = useWindows(params);
  const columns = useMemo<ColumnDef<ConsoleApplicationWindow, unknown>[]>(
    () => [
      {
        id: 'title',
        header: () => t('windows.windowTitle'),
        cell: ({ row }) => <Link to={`/console/apply/limitations/${row.original._id}`}>{localisedIn(row.original.title, locale)}</Link>,
      },
      { id: 'place', header: () => t('queue.place'), cell: ({ row }) => `${t(`enums.${row.original.location}`)} · ${t(`enums.${row.original.work}`)}` },
      { id: 'status', header: () => t('windows.status'), cell: ({ row }) => <StatusBadge value={row.original.status} /> },
      { id: 'apply', header: () => t('windows.applyPeriod'), cell: ({ row }) => period(row.original.applyFrom, row.original.applyTo) },
      { id: 'use', header: () => t('windows.usePeriod'), cell: ({ row }) => period(row.original.useFrom, row.original.useTo) },
      { id: 'allocation', header: () => t('fields.allocation'), cell: ({ row }) => t(`enums.${row.original.allocation}`) },
      {
        id: 'rules',
        header: () => t('windows.rules'),
        cell: ({ row }) => t('windows.rulesValue', { capacity: row.original.unitCapacity, quota: row.original.memberQuota }),
      },
      {
        id: 'applications',
        header: () => t('windows.applications'),
        cell: ({ row }) =>
          t('windows.applicationsValue', { waiting: row.original.applications.WAITING ?? 0, approved: row.original.applications.APPROVED ?? 0, units: row.original.units }),
      },
    ],
    [t, locale],
  );
  const filtered = Object.keys(params.filters).length > 0;
  return (
    <section aria-labelledby="windows-title">
      <div className={styles.pageHead}>
        <h1 id="windows-title" className={styles.pageTitle}>
          {t('windows.title')}
        </h1>
        <div className={styles.headActions}>
          <Link to="/console/apply/limitations/create" className={styles.primaryLink}>
            {t('windows.create')}
          </Link>
        </div>
      </div>
      <ApplyTabs />
      <div className={styles.listTools}>
        <ChoiceFilters choices={CHOICES} values={params.filters} onChange={setFilter} />
      </div>
      <PagedList
        list={list}
        rows={list.data?.limitations}
        empty={filtered ? t('queue.noMatch') : t('windows.empty')}
        caption={t('windows.caption')}
        columns={columns}
        getRowId={(window) => window._id}
        rowHeader="title"
        rowLabel={(window) => localisedIn(window.title, locale)}
        page={params.page}
        pageSize={WINDOWS_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
