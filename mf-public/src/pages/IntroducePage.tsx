import { Link } from 'react-router-dom';
import { LOCATIONS } from '@centre/contracts';
import { usePageMeta } from '@centre/platform';
import { localisedList, localisedSections } from '../features/centre-guide/localised-list.ts';
import styles from './pages.module.css';
import { usePageTranslation } from '../i18n/page-texts.ts';
import { CENTRE_GUIDE_TEXTS } from '../features/centre-guide/i18n/translations.ts';
import { SCHEDULE_TEXTS } from '../features/schedule/i18n/translations.ts';

/** /intro/introduce: who the centre serves, its two sites and what it offers. */
export default function IntroducePage() {
  const { t } = usePageTranslation(CENTRE_GUIDE_TEXTS, SCHEDULE_TEXTS);
  usePageMeta({ title: t('intro.title'), description: t('intro.description') });
  return (
    <article className={`${styles.page} ${styles.prose}`}>
      <h1 className={styles.pageTitle}>{t('intro.title')}</h1>
      <p className={styles.lead}>{t('intro.lead')}</p>

      <h2>{t('intro.sitesTitle')}</h2>
      <ul className={styles.factGrid}>
        {LOCATIONS.map((site) => (
          <li key={site} className={styles.factCard}>
            <h3>{t(`intro.sites.${site}.name`)}</h3>
            <p>{t(`intro.sites.${site}.summary`)}</p>
            <ul>
              {localisedList(t, `intro.sites.${site}.facts`).map((fact) => <li key={fact}>{fact}</li>)}
            </ul>
            <p><Link to={`/facility-space/${site}`}>{t('intro.seeSpaces', { site: t(`site.${site}`) })}</Link></p>
          </li>
        ))}
      </ul>

      <h2>{t('intro.servicesTitle')}</h2>
      <ul className={styles.factGrid}>
        {localisedSections(t, 'intro.services').map((service) => (
          <li key={service.title} className={styles.factCard}>
            <h3>{service.title}</h3>
            <p>{service.body}</p>
          </li>
        ))}
      </ul>

      <h2>{t('intro.hoursTitle')}</h2>
      <p>{t('intro.hours')}</p>
      <div className={styles.actions}>
        <Link to="/intro/directions" className={styles.buttonLink}>{t('directions.title')}</Link>
        <Link to="/cuttingroom/application" className={styles.secondaryLink}>{t('apply.title.CUTTINGROOM')}</Link>
      </div>
    </article>
  );
}
