import { Link, useParams } from 'react-router-dom';
import { useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchEducation } from '../features/education/api/education-api.ts';
import { EnrolmentBadge } from '../features/education/components/EnrolmentBadge.tsx';
import { FacilityFact } from '../features/facilities/components/FacilityCard.tsx';
import { FacilityImage } from '../components/facility-image/FacilityImage.tsx';
import facilityStyles from '../features/facilities/components/facilities.module.css';
import { RichText } from '../components/rich-text/RichText.tsx';
import { AsyncContent, isNotFound } from './AsyncContent.tsx';
import styles from './pages.module.css';
import { usePageTranslation } from '../i18n/page-texts.ts';
import { EDUCATION_TEXTS } from '../features/education/i18n/translations.ts';
import { BOARD_TEXTS } from '../features/notices/i18n/translations.ts';

/** /edu-education/:id: the course's facts, enrolment status and description. */
export default function EducationDetailPage() {
  const { t } = usePageTranslation(EDUCATION_TEXTS, BOARD_TEXTS);
  const { id = '' } = useParams();
  const locale = useLocale();
  const detail = useAsyncData((signal) => fetchEducation(id, signal), [id, locale]);
  usePageMeta({
    title: detail.status === 'success' ? detail.data.title : isNotFound(detail) ? t('education.notFound') : t('education.title'),
    description: detail.status === 'success' ? detail.data.summary : t('education.description'),
  });

  return (
    <AsyncContent state={detail} notFoundTitle={t('education.notFound')}>
      {(education) => (
        <article className={styles.page}>
          <header className={styles.articleHeader}>
            <p className={styles.breadcrumb}><Link to="/edu-education">{t('education.title')}</Link></p>
            <h1 className={styles.pageTitle}>{education.title}</h1>
            <EnrolmentBadge status={education.status} />
          </header>
          <div className={styles.detailLayout}>
            <div className={styles.pictures}><FacilityImage src={education.thumb} alt="" eager /></div>
            <dl className={`${facilityStyles.facts} ${styles.detailFacts}`}>
              <FacilityFact label={t('education.period')} value={`${education.periodFrom} ~ ${education.periodTo}`} />
              <FacilityFact label={t('education.schedule')} value={education.schedule} />
              <FacilityFact label={t('education.place')} value={education.place} />
              <FacilityFact label={t('education.capacity')} value={t('education.people', { count: education.capacity })} />
              <FacilityFact label={t('education.fee')} value={education.fee} />
            </dl>
          </div>
          <p className={styles.lead}>{education.summary}</p>
          <RichText html={education.content} className={styles.articleBody} />
          <p><Link to="/edu-education" className={styles.buttonLink}>{t('board.backToList')}</Link></p>
        </article>
      )}
    </AsyncContent>
  );
}
