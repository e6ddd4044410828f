import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { PARTICIPANT_STATUSES } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { PARTICIPANTS_PAGE_SIZE, useDecideExhibitor, useExhibitors, type ConsoleExhibitor } from '../../features/fairs/api/participants.ts';
import { FairBadge } from '../../features/fairs/components/FairBadge.tsx';
import { FairHead } from '../../features/fairs/components/FairHead.tsx';
import { ParticipantDecision } from '../../features/fairs/components/ParticipantDecision.tsx';
import { FAIRS_NAMESPACE } from '../../features/fairs/i18n/translations.ts';
import styles from '../../components/components.module.css';

const FILTERS = ['status'] as const;

/** One row's decision, with its own request state (a refusal shows on the row it concerns). */
function ExhibitorDecisionCell({ fair, exhibitor, tables }: { fair: string; exhibitor: ConsoleExhibitor; tables: number }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const decide = useDecideExhibitor(fair);
  return (
    <ParticipantDecision
      name={exhibitor.tradeName}
      status={exhibitor.status}
      table={exhibitor.table}
      tables={tables}
      busy={decide.isPending}
      error={decide.error}
      onDecide={(decision, done) =>
        decide.mutate(
          { id: exhibitor._id, ...decision },
          { onSuccess: () => done(t(`decision.done.${decision.status}`, { name: exhibitor.tradeName, table: decision.table ?? '—' })) },
        )
      }
    />
  );
}

/** A fair's exhibitor applications: approve with a table, change the table, reject. */
export default function FairExhibitorsPage() {
  const { id = '' } = useParams();
  const { params, setFilter, setPage } = useListParams(FILTERS);
  const list = useExhibitors(id, { page: params.page, status: params.filters.status });
  return (
    <FairHead fair={id} titleKey="exhibitors.title">
      {(fair) => (
        <ExhibitorTable fair={id} tables={fair.tables} list={list} page={params.page} status={params.filters.status} onStatus={(value) => setFilter('status', value)} onPage={setPage} />
      )}
    </FairHead>
  );
}

function ExhibitorTable({
  fair,
  tables,
  list,
  page,
  status,
  onStatus,
  onPage,
}: {
  fair: string;
  tables: number;
  list: ReturnType<typeof useExhibitors>;
  page: number;
  status: string | undefined;
  onStatus: (value: string | undefined) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const columns = useMemo<ColumnDef<ConsoleExhibitor, unknown>[]>(
    () => [
      { id: 'name', header: () => t('exhibitors.name'), cell: ({ row }) => row.original.tradeName },
      { id: 'items', header: () => t('exhibitors.items'), cell: ({ row }) => row.original.items.map((item) => t(`enums.${item}`)).join(', ') },
      { id: 'note', header: () => t('exhibitors.note'), cell: ({ row }) => row.original.note || '—' },
      { id: 'applied', header: () => t('exhibitors.applied'), cell: ({ row }) => formatDate(row.original.createdAt) },
      { id: 'status', header: () => t('fairs.status'), cell: ({ row }) => <FairBadge value={row.original.status} /> },
      { id: 'table', header: () => t('fields.tables'), cell: ({ row }) => row.original.table ?? '—' },
      { id: 'decision', header: () => t('decision.title'), cell: ({ row }) => <ExhibitorDecisionCell fair={fair} exhibitor={row.original} tables={tables} /> },
    ],
    [t, fair, tables],
  );
  return (
    <>
      <div className={styles.listTools}>
        <ListFilter label={t('fairs.status')} value={status} values={PARTICIPANT_STATUSES} optionLabel={(value) => t(`enums.${value}`)} onChange={onStatus} />
      </div>
      <PagedList
        list={list}
        rows={list.data?.exhibitors}
        empty={status ? t('fairs.noMatch') : t('exhibitors.empty')}
        caption={t('exhibitors.caption')}
        columns={columns}
        getRowId={(exhibitor) => exhibitor._id}
        rowHeader="name"
        rowLabel={(exhibitor) => exhibitor.tradeName}
        page={page}
        pageSize={PARTICIPANTS_PAGE_SIZE}
        onPage={onPage}
      />
    </>
  );
}
