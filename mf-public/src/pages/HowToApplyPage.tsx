import { Link } from 'react-router-dom';
import { applyFormPath, type WorkType } from '@centre/contracts';
import { usePageMeta } from '@centre/platform';
import { localisedList } from '../features/centre-guide/localised-list.ts';
import { AppLink } from '../components/cross-app/AppLink.tsx';
import { FACILITY_PAGES, HOW_TO_SITE, WORK_PAGES } from '../public-constants.ts';
import styles from './pages.module.css';
import { usePageTranslation } from '../i18n/page-texts.ts';
import { SCHEDULE_TEXTS } from '../features/schedule/i18n/translations.ts';

/** /cuttingroom/application and /studio/application: who may use it, when, how to apply, what to bring. */
export default function HowToApplyPage({ work }: { work: WorkType }) {
  const { t } = usePageTranslation(SCHEDULE_TEXTS);
  usePageMeta({ title: t(`apply.title.${work}`), description: t(`apply.description.${work}`) });
  return (
    <article className={`${styles.page} ${styles.prose}`}>
      <h1 className={styles.pageTitle}>{t(`apply.title.${work}`)}</h1>
      <p className={styles.lead}>{t(`apply.lead.${work}`)}</p>

      <h2>{t('apply.eligibilityTitle')}</h2>
      <ul>{localisedList(t, 'apply.eligibility').map((line) => <li key={line}>{line}</li>)}</ul>
      <p>{t('apply.fee')}</p>

      <h2>{t('apply.hoursTitle')}</h2>
      <p>{t('apply.hours')}</p>

      <h2>{t('apply.stepsTitle')}</h2>
      <ol className={styles.steps}>{localisedList(t, 'apply.steps').map((step) => <li key={step}>{step}</li>)}</ol>

      <h2>{t('apply.bringTitle')}</h2>
      <ul>{localisedList(t, `apply.bring.${work}`).map((line) => <li key={line}>{line}</li>)}</ul>

      <div className={styles.actions}>
        {/* To the site the page describes (item 3): the Yongsin studio is /studio/apply2, not /studio/apply. */}
        <AppLink href={applyFormPath(work, HOW_TO_SITE[work])} className={styles.buttonLink}>{t('apply.applyButton')}</AppLink>
        <Link to={`${WORK_PAGES[work].schedule}?location=${HOW_TO_SITE[work]}`} className={styles.secondaryLink}>{t(`schedule.title.${work}`)}</Link>
        <Link to={`${FACILITY_PAGES[work]}?code=${work}`} className={styles.secondaryLink}>{t(`facility.title.${work}`)}</Link>
      </div>
    </article>
  );
}
