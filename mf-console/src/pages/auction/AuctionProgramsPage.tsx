import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { ConsoleProgram } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { PagedList } from '../../components/PagedList.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { localisedIn } from '../../lib/localised.ts';
import { AUCTION_PAGE_SIZE, usePrograms } from '../../features/auction/api.ts';
import { seoulTime } from '../../features/auction/components/money.ts';
import { AUCTION_NAMESPACE } from '../../features/auction/i18n/translations.ts';
import styles from '../../components/components.module.css';

const NO_FILTERS: readonly string[] = [];

/** Exhibition and auction programs: period, bidding window, halls, rules, publishing. */
export default function AuctionProgramsPage() {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const locale = useLocale();
  const { params, search, setPage } = useListParams(NO_FILTERS);
  const list = usePrograms(params.page, params.keyword);
  const columns = useMemo<ColumnDef<ConsoleProgram, unknown>[]>(() => [
    { id: 'title', header: () => t('fields.title'), cell: ({ row }) => <Link to={`/console/auction/programs/${row.original._id}`}>{localisedIn(row.original.title, locale)}</Link> },
    { id: 'status', header: () => t('programs.status'), cell: ({ row }) => t(`programStatus.${row.original.status}`) },
    { id: 'bidding', header: () => t('programs.bidding'), cell: ({ row }) => `${seoulTime(row.original.biddingOpensAt)} – ${seoulTime(row.original.biddingClosesAt)}` },
    { id: 'halls', header: () => t('fields.halls'), cell: ({ row }) => row.original.halls.map((hall) => localisedIn(hall.name, locale)).join(', ') },
    { id: 'published', header: () => t('fields.published'), cell: ({ row }) => (row.original.published ? t('programs.yes') : t('programs.no')) },
    { id: 'works', header: () => t('works.title'), cell: ({ row }) => <Link to={`/console/auction/works?programId=${row.original._id}`}>{t('programs.openWorks')}</Link> },
  ], [t, locale]);
  return (
    <section aria-labelledby="programs-title">
      <div className={styles.pageHead}>
        <h1 id="programs-title" className={styles.pageTitle}>{t('programs.title')}</h1>
        <div className={styles.headActions}><Link to="/console/auction/programs/create" className={styles.primaryLink}>{t('programs.create')}</Link></div>
      </div>
      <div className={styles.listTools}><SearchForm keyword={params.keyword} onSearch={search} label={t('programs.search')} /></div>
      <PagedList list={list} rows={list.data?.rows} empty={params.keyword ? t('list.noMatch') : t('programs.empty')} caption={t('programs.caption')} columns={columns}
        getRowId={(program) => program._id} rowHeader="title" rowLabel={(program) => localisedIn(program.title, locale)} page={params.page} pageSize={AUCTION_PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
