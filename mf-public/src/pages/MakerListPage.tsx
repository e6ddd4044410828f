import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchMakers } from '../features/makers/api/makers-api.ts';
import { MakerCard } from '../features/makers/components/MakerCard.tsx';
import { MakerFilters } from '../features/makers/components/MakerFilters.tsx';
import makerStyles from '../features/makers/components/makers.module.css';
import { directoryQueryOf, MAKERS_PAGE_SIZE } from '../features/makers/directory-query.ts';
import { MAKERS_NAMESPACE, registerMakersTranslations } from '../features/makers/i18n/translations.ts';
import { Pagination } from '../features/paging/Pagination.tsx';
import { pageCountOf, useListParams } from '../features/paging/use-list-params.ts';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';

void registerMakersTranslations();

/** /makers: the published profiles of member companies, searched and filtered by the address. */
export default function MakerListPage() {
  const { t } = useTranslation(MAKERS_NAMESPACE);
  const locale = useLocale();
  const [params] = useSearchParams();
  const { page, hrefOf } = useListParams();
  usePageMeta({ title: t('title'), description: t('lead') });
  const query = directoryQueryOf(params, page);
  const list = useAsyncData((signal) => fetchMakers(query, signal), [locale, JSON.stringify(query)]);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <MakerFilters />
      <AsyncContent state={list}>
        {({ makers, summary }) => (
          <section aria-labelledby="maker-results">
            <h2 id="maker-results" className={makerStyles.count} aria-live="polite">{t('results', { count: summary.total })}</h2>
            {makers.length === 0 ? (
              <EmptyState>{t('empty')}</EmptyState>
            ) : (
              <>
                <ul className={makerStyles.grid}>
                  {makers.map((maker) => <li key={maker._id}><MakerCard maker={maker} /></li>)}
                </ul>
                <Pagination page={page} pageCount={pageCountOf(summary.total, MAKERS_PAGE_SIZE)} hrefOf={(n) => hrefOf({ page: n })} />
              </>
            )}
          </section>
        )}
      </AsyncContent>
    </div>
  );
}
