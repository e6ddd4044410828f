import type { Education } from '@centre/contracts';
import { Link } from 'react-router-dom';
import { FacilityImage } from '../../../components/facility-image/FacilityImage.tsx';
import { EnrolmentBadge } from './EnrolmentBadge.tsx';
import styles from './education.module.css';
import { usePageTranslation } from '../../../i18n/page-texts.ts';
import { EDUCATION_TEXTS } from '../i18n/translations.ts';

export function EducationCard({ education, eagerImage }: { education: Education; eagerImage: boolean }) {
  const { t } = usePageTranslation(EDUCATION_TEXTS);
  return (
    <article className={styles.card}>
      <Link to={`/edu-education/${education._id}`} className={styles.cardLink}>
        <FacilityImage src={education.thumb} alt="" eager={eagerImage} />
        <div className={styles.cardBody}>
          <EnrolmentBadge status={education.status} />
          <h2 className={styles.cardTitle}>{education.title}</h2>
          <p className={styles.summary}>{education.summary}</p>
          <p className={styles.period}>
            <span className={styles.visuallyHidden}>{t('education.period')}: </span>
            <time dateTime={education.periodFrom}>{education.periodFrom}</time> ~ <time dateTime={education.periodTo}>{education.periodTo}</time>
          </p>
        </div>
      </Link>
    </article>
  );
}
