import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { APPLICATION_STATUSES, LOCATIONS, WORK_TYPES, type BulkDecisionAnswer, type BulkDecisionRequest, type ConsoleApplication } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { PagedList } from '../components/PagedList.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { ListFilter } from '../components/ListFilter.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { ResourceCell } from '../components/ResourceCell.tsx';
import { TruncatedText } from '../components/TruncatedText.tsx';
import { messageMembersPath } from '../lib/message-members.ts';
import { localisedIn } from '../lib/localised.ts';
import { QUEUE_FILTERS, QUEUE_PAGE_SIZE, QUEUE_SORTABLE, useApplications, useDecide } from '../features/applications/api/applications.ts';
import { useWindowChoices } from '../features/applications/api/windows.ts';
import { ApplyTabs } from '../features/applications/components/ApplyTabs.tsx';
import { ApplicationState, BookingTime, applicantName } from '../features/applications/components/cells.tsx';
import { CsvExportForm } from '../features/applications/components/CsvExportForm.tsx';
import { ChoiceFilters } from '../features/applications/components/ChoiceFilters.tsx';
import { DecisionDialog, type Decision } from '../features/applications/components/DecisionDialog.tsx';
import { DecisionOutcomes } from '../features/applications/components/DecisionOutcomes.tsx';
import { APPLY_NAMESPACE } from '../features/applications/i18n/translations.ts';
import styles from '../components/components.module.css';
import own from '../features/applications/components/applications.module.css';

const PLACE_CHOICES = { location: LOCATIONS, work: WORK_TYPES } as const;
const STATUS_CHOICES = { status: APPLICATION_STATUSES } as const;

const DECISIONS = [
  { decision: 'APPROVED', label: 'decision.approveSelected', primary: true },
  { decision: 'REJECTED', label: 'decision.rejectSelected', primary: false },
] as const;

/** The review queue: filter, select, approve or reject one or many with a reason; export a period. */
export default function ApplyQueuePage() {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const locale = useLocale();
  const { params, search, setFilter, setSort, setPage } = useListParams(QUEUE_FILTERS);
  const list = useApplications(params);
  const windows = useWindowChoices({ location: params.filters.location, work: params.filters.work });
  const decide = useDecide();
  const [asking, setAsking] = useState<{ decision: Decision; ids: string[]; clear: () => void } | null>(null);
  const [answer, setAnswer] = useState<BulkDecisionAnswer | null>(null);
  // Names of the rows decided, kept from when they were decided: the list refreshes under them.
  const decidedNames = useRef(new Map<string, string>());
  const unknown = t('queue.unknownMember');
  const navigate = useNavigate();

  const columns = useMemo<ColumnDef<ConsoleApplication, unknown>[]>(
    () => [
      {
        id: 'applicant',
        header: () => t('queue.applicant'),
        cell: ({ row }) => <Link to={`/console/apply/${row.original._id}`}>{applicantName(row.original, unknown)}</Link>,
      },
      { id: 'day', header: () => t('queue.day'), cell: ({ row }) => <BookingTime application={row.original} /> },
      {
        id: 'place',
        header: () => t('queue.place'),
        cell: ({ row }) => `${t(`enums.${row.original.location}`)} · ${t(`enums.${row.original.work}`)}`,
      },
      { id: 'window', header: () => t('queue.window'), cell: ({ row }) => <TruncatedText text={row.original.windowTitle} /> },
      { id: 'item', header: () => t('queue.item'), cell: ({ row }) => <TruncatedText text={row.original.item} /> },
      { id: 'status', header: () => t('queue.status'), cell: ({ row }) => <ApplicationState application={row.original} /> },
      { id: 'createdAt', header: () => t('queue.createdAt'), cell: ({ row }) => <ResourceCell value={row.original.createdAt} kind="datetime" /> },
    ],
    [t, unknown],
  );

  const rows = list.data?.applications;
  const filtered = Boolean(params.keyword) || Object.keys(params.filters).length > 0;
  const windowIds = windows.data?.map((window) => window._id) ?? [];
  const windowTitle = (id: string) => localisedIn(windows.data?.find((window) => window._id === id)?.title, locale) || id;

  const confirm = (request: Omit<BulkDecisionRequest, 'ids'>) => {
    if (!asking) return;
    for (const id of asking.ids) {
      const row = rows?.find((application) => application._id === id);
      if (row) decidedNames.current.set(id, applicantName(row, unknown));
    }
    decide.mutate(
      { ...request, ids: asking.ids },
      {
        onSuccess: (result) => {
          asking.clear();
          setAsking(null);
          setAnswer(result);
        },
      },
    );
  };

  return (
    <section aria-labelledby="apply-title">
      <h1 id="apply-title" className={styles.pageTitle}>
        {t('queue.title')}
      </h1>
      <ApplyTabs />
      {answer && <DecisionOutcomes answer={answer} nameOf={(id) => decidedNames.current.get(id) ?? id} />}
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('queue.search')} />
        <ChoiceFilters choices={PLACE_CHOICES} values={params.filters} onChange={setFilter} />
        <ListFilter label={t('filters.window')} value={params.filters.windowId} values={windowIds} optionLabel={windowTitle} onChange={(value) => setFilter('windowId', value)} />
        <label className={own.dayFilter}>
          <span>{t('filters.date')}</span>
          <input type="date" value={params.filters.date ?? ''} onChange={(event) => setFilter('date', event.target.value || undefined)} />
        </label>
        <ChoiceFilters choices={STATUS_CHOICES} values={params.filters} onChange={setFilter} />
      </div>
      <PagedList
        list={list}
        rows={rows}
        empty={filtered ? t('queue.noMatch') : t('queue.empty')}
        caption={t('queue.caption')}
        columns={columns}
        getRowId={(application) => application._id}
        rowHeader="applicant"
        rowLabel={(application) => `${applicantName(application, unknown)} ${application.date} ${application.startTime}`}
        sort={{ id: params.sort, order: params.order }}
        sortable={QUEUE_SORTABLE}
        onSort={setSort}
        page={params.page}
        pageSize={QUEUE_PAGE_SIZE}
        onPage={setPage}
        dense
        bulkActions={(ids, clear) => [
          ...DECISIONS.map(({ decision, label, primary }) => (
            <button
              key={decision}
              type="button"
              className={primary ? styles.primaryButton : styles.secondaryButton}
              disabled={ids.length === 0}
              onClick={() => {
                decide.reset();
                setAsking({ decision, ids, clear });
              }}
            >
              {t(label)}
            </button>
          )),
          <button
            key="message"
            type="button"
            className={styles.secondaryButton}
            disabled={ids.length === 0}
            onClick={() => navigate(messageMembersPath(ids.flatMap((id) => rows?.find((row) => row._id === id)?.memberId ?? [])))}
          >
            {t('dayBulk.message')}
          </button>,
        ]}
      />
      <CsvExportForm location={params.filters.location} work={params.filters.work} />
      <DecisionDialog
        decision={asking?.decision ?? null}
        count={asking?.ids.length ?? 0}
        busy={decide.isPending}
        error={decide.error}
        onConfirm={(request) => confirm(request)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
