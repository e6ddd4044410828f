import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LOCATIONS, type Location } from '@centre/contracts';
import { EmptyState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchPractices } from '../../features/support/api/support-api.ts';
import { registerSupportTranslations, SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import styles from '../../features/support/components/support.module.css';
import { Pagination } from '../../features/paging/Pagination.tsx';
import { pageCountOf, useListParams } from '../../features/paging/use-list-params.ts';
import { SUPPORT_PAGE_SIZES } from '../../public-constants.ts';
import { AsyncContent } from '../AsyncContent.tsx';
import pageStyles from '../pages.module.css';

void registerSupportTranslations();

/** /practices: upcoming practice sessions on the centre's machines, with the seats left. */
export default function PracticeListPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, hrefOf } = useListParams();
  const siteParam = searchParams.get('site');
  const site = (LOCATIONS as readonly string[]).includes(siteParam ?? '') ? (siteParam as Location) : undefined;
  usePageMeta({ title: t('practice.title'), description: t('practice.lead') });
  const list = useAsyncData(
    (signal) => fetchPractices({ limit: SUPPORT_PAGE_SIZES.practices, offset: (page - 1) * SUPPORT_PAGE_SIZES.practices, ...(site ? { site } : {}) }, signal),
    [locale, page, site],
  );
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.pageTitle}>{t('practice.title')}</h1>
      <p className={pageStyles.lead}>{t('practice.lead')}</p>
      <div className={styles.filters}>
        <div>
          <label htmlFor="practice-site">{t('practice.site')}</label>
          <select id="practice-site" value={site ?? ''} onChange={(event) => setSearchParams(event.target.value ? { site: event.target.value } : {})}>
            <option value="">{t('all')}</option>
            {LOCATIONS.map((value) => <option key={value} value={value}>{t(`site.${value}`)}</option>)}
          </select>
        </div>
      </div>
      <AsyncContent state={list}>
        {({ practices, total }) => (
          <>
            <p aria-live="polite">{t('practice.count', { count: total })}</p>
            {practices.length === 0 ? (
              <EmptyState>{t('practice.empty')}</EmptyState>
            ) : (
              <ul className={styles.cards}>
                {practices.map((practice) => (
                  <li key={practice._id} className={styles.card}>
                    <h2><Link to={`/practices/${practice._id}`}>{practice.title}</Link></h2>
                    <p><time dateTime={practice.date}>{practice.date}</time> {practice.startTime}–{practice.endTime} · {t(`site.${practice.site}`)}</p>
                    <p>{t(`level.${practice.level}`)}</p>
                    <p><strong>{practice.seatsLeft > 0 ? t('practice.seatsLeft', { count: practice.seatsLeft, seats: practice.seats }) : t('practice.full')}</strong></p>
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={page} pageCount={pageCountOf(total, SUPPORT_PAGE_SIZES.practices)} hrefOf={(n) => hrefOf({ page: n })} />
          </>
        )}
      </AsyncContent>
    </div>
  );
}
