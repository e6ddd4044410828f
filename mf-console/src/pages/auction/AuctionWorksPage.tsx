import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { ConsoleWork } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { PagedList } from '../../components/PagedList.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { localisedIn } from '../../lib/localised.ts';
import { AUCTION_PAGE_SIZE, useProgramChoices, useWorks } from '../../features/auction/api.ts';
import { won } from '../../features/auction/components/money.ts';
import { AUCTION_NAMESPACE } from '../../features/auction/i18n/translations.ts';
import styles from '../../components/components.module.css';

const FILTERS = ['programId'] as const;

/** Works of the auction, by program, in their hall's order: prices, bids, lot state. */
export default function AuctionWorksPage() {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const locale = useLocale();
  const filterId = useId();
  const { params, setFilter, setPage } = useListParams(FILTERS);
  const programId = params.filters.programId ?? null;
  const programs = useProgramChoices();
  const list = useWorks(params.page, programId);
  const hallName = useMemo(() => new Map((programs.data?.rows ?? []).flatMap((program) => program.halls.map((hall) => [hall._id, localisedIn(hall.name, locale)] as const))), [programs.data, locale]);
  const columns = useMemo<ColumnDef<ConsoleWork, unknown>[]>(() => [
    { id: 'title', header: () => t('fields.title'), cell: ({ row }) => <Link to={`/console/auction/works/${row.original._id}`}>{localisedIn(row.original.title, locale)}</Link> },
    { id: 'hall', header: () => t('fields.hallId'), cell: ({ row }) => `${hallName.get(row.original.hallId) ?? '—'} · ${row.original.hallOrder}` },
    { id: 'start', header: () => t('fields.startPrice'), cell: ({ row }) => won(row.original.startPrice) },
    { id: 'price', header: () => t('works.price'), cell: ({ row }) => won(row.original.lot.hammerPrice ?? row.original.lot.currentPrice) },
    { id: 'bids', header: () => t('works.bids'), cell: ({ row }) => row.original.lot.bidCount },
    { id: 'state', header: () => t('works.state'), cell: ({ row }) => t(`lotState.${row.original.lot.state}`) },
    { id: 'published', header: () => t('fields.published'), cell: ({ row }) => (row.original.published ? t('programs.yes') : t('programs.no')) },
  ], [t, locale, hallName]);
  return (
    <section aria-labelledby="works-title">
      <div className={styles.pageHead}>
        <h1 id="works-title" className={styles.pageTitle}>{t('works.title')}</h1>
        <div className={styles.headActions}><Link to={`/console/auction/works/create${programId ? `?programId=${programId}` : ''}`} className={styles.primaryLink}>{t('works.create')}</Link></div>
      </div>
      <div className={styles.listTools}>
        <div className={styles.filter}>
          <label htmlFor={filterId}>{t('fields.programId')}</label>
          <select id={filterId} value={programId ?? ''} onChange={(event) => setFilter('programId', event.target.value || undefined)}>
            <option value="">{t('works.allPrograms')}</option>
            {programs.data?.rows.map((program) => <option key={program._id} value={program._id}>{localisedIn(program.title, locale)}</option>)}
          </select>
        </div>
      </div>
      <PagedList list={list} rows={list.data?.rows} empty={t('works.empty')} caption={t('works.caption')} columns={columns}
        getRowId={(work) => work._id} rowHeader="title" rowLabel={(work) => localisedIn(work.title, locale)} page={params.page} pageSize={AUCTION_PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
