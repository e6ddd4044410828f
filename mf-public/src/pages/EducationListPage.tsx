import { EmptyState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchEducations } from '../features/education/api/education-api.ts';
import { EducationCard } from '../features/education/components/EducationCard.tsx';
import educationStyles from '../features/education/components/education.module.css';
import { Pagination } from '../features/paging/Pagination.tsx';
import { pageCountOf, useListParams } from '../features/paging/use-list-params.ts';
import { PAGE_SIZES } from '../public-constants.ts';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';
import { usePageTranslation } from '../i18n/page-texts.ts';
import { EDUCATION_TEXTS } from '../features/education/i18n/translations.ts';

/** /edu-education: the centre's courses with their enrolment status. */
export default function EducationListPage() {
  const { t } = usePageTranslation(EDUCATION_TEXTS);
  const locale = useLocale();
  const { page, hrefOf } = useListParams();
  usePageMeta({ title: t('education.title'), description: t('education.description') });
  const list = useAsyncData(
    (signal) => fetchEducations({ limit: PAGE_SIZES.education, offset: (page - 1) * PAGE_SIZES.education }, signal),
    [locale, page],
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('education.title')}</h1>
      <p className={styles.lead}>{t('education.description')}</p>
      <AsyncContent state={list}>
        {({ educations, total }) =>
          educations.length === 0 ? (
            <EmptyState>{t('education.empty')}</EmptyState>
          ) : (
            <>
              <ul className={educationStyles.grid}>
                {educations.map((education, index) => (
                  <li key={education._id}><EducationCard education={education} eagerImage={index < 3} /></li>
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCountOf(total, PAGE_SIZES.education)} hrefOf={(n) => hrefOf({ page: n })} />
            </>
          )
        }
      </AsyncContent>
    </div>
  );
}
