import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { WORK_TYPES, type Location, type WorkType } from '@centre/contracts';
import { EmptyState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchEquipments, fetchSpaces } from '../features/facilities/api/facilities-api.ts';
import { FacilityGrid } from '../features/facilities/components/FacilityGrid.tsx';
import { facilityListPath } from '../features/facilities/facility-links.ts';
import { SiteTabs } from '../features/site-tabs/SiteTabs.tsx';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';

/** Every space or piece of equipment of a site fits on one page (the centre has dozens, not thousands). */
const FACILITIES_PER_PAGE = 100;

const isWorkType = (value: string | null): value is WorkType => (WORK_TYPES as readonly string[]).includes(value ?? '');

/**
 * /facility-space[/SITE], /cuttingroom-equipment[/SITE] and /studio-equipment[/SITE]: cards filtered
 * by site (tabs) and, for equipment, by work type — the page's own, or `?code=` when it names one.
 */
export default function FacilityListPage({ kind, site }: { kind: 'space' | WorkType; site: Location | null }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const work: WorkType | null = kind === 'space' ? null : isWorkType(code) ? code : kind;
  const titleKey = work ?? 'space';
  usePageMeta({
    title: site ? `${t(`facility.title.${titleKey}`)} — ${t(`site.${site}`)}` : t(`facility.title.${titleKey}`),
    description: t(`facility.description.${titleKey}`),
  });
  const list = useAsyncData(
    (signal) => {
      const query = { limit: FACILITIES_PER_PAGE, location: site ?? undefined };
      return work ? fetchEquipments({ ...query, code: work }, signal) : fetchSpaces(query, signal);
    },
    [work, site, locale],
  );
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
