import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FAIR_STATUSES, type FairStatus } from '@centre/contracts';
import { EmptyState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchFairs } from '../features/fairs/api/fairs-api.ts';
import { FairFacts, FairStatusBadge } from '../features/fairs/components/FairFacts.tsx';
import fairStyles from '../features/fairs/components/fairs.module.css';
import { FAIRS_NAMESPACE, registerFairsTranslations } from '../features/fairs/i18n/translations.ts';
import { FAIRS_PAGE_SIZE } from '../features/fairs/fair-format.ts';
import { Pagination } from '../features/paging/Pagination.tsx';
import { pageCountOf, useListParams } from '../features/paging/use-list-params.ts';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';

void registerFairsTranslations();

/** /fairs: the published order fairs with their status, filtered by status in the address. */
export default function FairListPage() {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const locale = useLocale();
  const [params] = useSearchParams();
  const { page, hrefOf } = useListParams();
  const status = (FAIR_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as FairStatus) : undefined;
  usePageMeta({ title: t('title'), description: t('lead') });
  const list = useAsyncData(
    (signal) => fetchFairs({ ...(status ? { status } : {}), limit: FAIRS_PAGE_SIZE, offset: (page - 1) * FAIRS_PAGE_SIZE }, signal),
    [locale, status, page],
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <nav aria-label={t('statusFilter')}>
        <ul className={fairStyles.filters}>
          {[undefined, ...FAIR_STATUSES].map((value) => (
            <li key={value ?? 'all'}>
              <Link to={value ? `?status=${value}` : '?'} aria-current={value === status ? 'page' : undefined}>{value ? t(`status.${value}`) : t('all')}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <AsyncContent state={list}>
        {({ fairs, summary }) =>
          fairs.length === 0 ? (
            <EmptyState>{t('empty')}</EmptyState>
          ) : (
            <>
              <ul className={fairStyles.list}>
                {fairs.map((fair) => (
                  <li key={fair._id}>
                    <Link to={`/fairs/${fair._id}`} className={fairStyles.card}>
                      <FairStatusBadge status={fair.status} />
                      <h2>{fair.title}</h2>
                      <FairFacts fair={fair} />
                    </Link>
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCountOf(summary.total, FAIRS_PAGE_SIZE)} hrefOf={(n) => hrefOf({ page: n })} />
            </>
          )
        }
      </AsyncContent>
    </div>
  );
}
