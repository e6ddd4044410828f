import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PROGRAM_STATUSES, type ProgramStatus } from '@centre/contracts';
import { EmptyState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchPrograms } from '../features/auction/api/auction-api.ts';
import { PROGRAMS_PAGE_SIZE } from '../features/auction/auction-constants.ts';
import { ProgramCard } from '../features/auction/components/ProgramCard.tsx';
import auctionStyles from '../features/auction/components/auction.module.css';
import { AUCTION_NAMESPACE, registerAuctionTranslations } from '../features/auction/i18n/translations.ts';
import { Pagination } from '../features/paging/Pagination.tsx';
import { pageCountOf, useListParams } from '../features/paging/use-list-params.ts';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';

void registerAuctionTranslations();

/** Current first: what a visitor most likely came for. */
const TABS: readonly ProgramStatus[] = ['IN_PROGRESS', 'PLANNED', 'CLOSED'];

/** /auction: the exhibition and auction programs, current, upcoming or past (a tab each, paged). */
export default function AuctionPage() {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status: ProgramStatus = PROGRAM_STATUSES.includes(asked as ProgramStatus) ? (asked as ProgramStatus) : 'IN_PROGRESS';
  const { page, hrefOf } = useListParams();
  usePageMeta({ title: t('title'), description: t('lead') });
  const list = useAsyncData((signal) => fetchPrograms(status, (page - 1) * PROGRAMS_PAGE_SIZE, PROGRAMS_PAGE_SIZE, signal), [status, page, locale]);

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <nav aria-label={t('tabs.label')}>
        <ul className={auctionStyles.tabs}>
          {TABS.map((tab) => (
            <li key={tab}>
              <Link to={`?status=${tab}`} className={auctionStyles.tab} aria-current={tab === status ? 'page' : undefined}>{t(`tabs.${tab}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className={auctionStyles.visuallyHidden}>{t(`tabs.${status}`)}</h2>
      <AsyncContent state={list}>
        {({ programs, summary }) =>
          programs.length === 0 ? (
            <EmptyState>{t(`empty.${status}`)}</EmptyState>
          ) : (
            <>
              <ul className={auctionStyles.cards}>
                {programs.map((program) => <ProgramCard key={program._id} program={program} />)}
              </ul>
              <Pagination page={page} pageCount={pageCountOf(summary.total, PROGRAMS_PAGE_SIZE)} hrefOf={(n) => hrefOf({ page: n })} />
            </>
          )
        }
      </AsyncContent>
    </div>
  );
}
