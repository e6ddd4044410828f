import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { PARTICIPANT_STATUSES } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { PARTICIPANTS_PAGE_SIZE, useBuyers, useDecideBuyer, type ConsoleBuyer } from '../../features/fairs/api/participants.ts';
import { FairBadge } from '../../features/fairs/components/FairBadge.tsx';
import { FairHead } from '../../features/fairs/components/FairHead.tsx';
import { ParticipantDecision } from '../../features/fairs/components/ParticipantDecision.tsx';
import { FAIRS_NAMESPACE } from '../../features/fairs/i18n/translations.ts';
import styles from '../../components/components.module.css';

const FILTERS = ['status'] as const;

function BuyerDecisionCell({ fair, buyer }: { fair: string; buyer: ConsoleBuyer }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const decide = useDecideBuyer(fair);
  return (
    <ParticipantDecision
      name={buyer.company}
      status={buyer.status}
      busy={decide.isPending}
      error={decide.error}
      onDecide={({ status }, done) => decide.mutate({ id: buyer._id, status }, { onSuccess: () => done(t(`decision.done.${status}`, { name: buyer.company, table: '—' })) })}
    />
  );
}

/** A fair's buyer registrations, with their contacts (staff only): approve up to the fair's capacity, or reject. */
export default function FairBuyersPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const { params, setFilter, setPage } = useListParams(FILTERS);
  const list = useBuyers(id, { page: params.page, status: params.filters.status });
  const columns = useMemo<ColumnDef<ConsoleBuyer, unknown>[]>(
    () => [
      { id: 'company', header: () => t('buyers.company'), cell: ({ row }) => row.original.company },
      { id: 'country', header: () => t('buyers.country'), cell: ({ row }) => `${row.original.country} · ${row.original.timeZone}` },
      { id: 'wants', header: () => t('buyers.itemsWanted'), cell: ({ row }) => row.original.itemsWanted.map((item) => t(`enums.${item}`)).join(', ') },
      { id: 'volume', header: () => t('buyers.orderVolume'), cell: ({ row }) => row.original.orderVolume || '—' },
      { id: 'contact', header: () => t('buyers.contact'), cell: ({ row }) => [row.original.contactEmail, row.original.contactPhone].filter(Boolean).join(' · ') },
      { id: 'applied', header: () => t('exhibitors.applied'), cell: ({ row }) => formatDate(row.original.createdAt) },
      { id: 'status', header: () => t('fairs.status'), cell: ({ row }) => <FairBadge value={row.original.status} /> },
      { id: 'decision', header: () => t('decision.title'), cell: ({ row }) => <BuyerDecisionCell fair={id} buyer={row.original} /> },
    ],
    [t, id],
  );
  const status = params.filters.status;
  return (
    <FairHead fair={id} titleKey="buyers.title">
      {(fair) => (
        <>
          <p>{t('buyers.capacity', { capacity: fair.buyerCapacity })}</p>
          <div className={styles.listTools}>
            <ListFilter label={t('fairs.status')} value={status} values={PARTICIPANT_STATUSES} optionLabel={(value) => t(`enums.${value}`)} onChange={(value) => setFilter('status', value)} />
          </div>
          <PagedList
            list={list}
            rows={list.data?.buyers}
            empty={status ? t('fairs.noMatch') : t('buyers.empty')}
            caption={t('buyers.caption')}
            columns={columns}
            getRowId={(buyer) => buyer._id}
            rowHeader="company"
            rowLabel={(buyer) => buyer.company}
            page={params.page}
            pageSize={PARTICIPANTS_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
    </FairHead>
  );
}
