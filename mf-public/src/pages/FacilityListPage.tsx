import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Location, WorkType } from '@centre/contracts';
import { EmptyState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { FacilityGrid } from '../features/facilities/components/FacilityGrid.tsx';
import { facilityListPath } from '../features/facilities/facility-links.ts';
import { facilityListRequest } from '../features/facilities/facility-list-request.ts';
import { SiteTabs } from '../features/site-tabs/SiteTabs.tsx';
import { AsyncContent } from './AsyncContent.tsx';
import { takeEarly } from './early-loads.ts';
import styles from './pages.module.css';

/**
 * /facility-space[/SITE], /cuttingroom-equipment[/SITE] and /studio-equipment[/SITE]: cards filtered
 * by site (tabs) and, for equipment, by work type — the page's own, or `?code=` when it names one.
 */
export default function FacilityListPage({ kind, site }: { kind: 'space' | WorkType; site: Location | null }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const request = facilityListRequest(kind, site, searchParams.get('code'));
  const { work } = request;
  const titleKey = work ?? 'space';
  usePageMeta({
    title: site ? `${t(`facility.title.${titleKey}`)} — ${t(`site.${site}`)}` : t(`facility.title.${titleKey}`),
    description: t(`facility.description.${titleKey}`),
  });
  const list = useAsyncData((signal) => takeEarly(request.key, locale, () => request.load(signal)), [request.key, locale]);
  const listPath = facilityListPath(kind === 'space' ? null : kind);
  const query = searchParams.toString();

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t(`facility.title.${titleKey}`)}</h1>
      <p className={styles.lead}>{t(`facility.description.${titleKey}`)}</p>
      <SiteTabs withAll current={site} hrefOf={(tab) => `${listPath}${tab ? `/${tab}` : ''}${query ? `?${query}` : ''}`} />
      <AsyncContent state={list}>
        {({ facilities }) =>
          facilities.length === 0 ? <EmptyState>{t('facility.empty')}</EmptyState> : <FacilityGrid facilities={facilities} eagerCount={4} headingLevel={2} />
        }
      </AsyncContent>
    </div>
  );
}
