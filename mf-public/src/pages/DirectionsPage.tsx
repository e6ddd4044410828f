import { LOCATIONS, type Location } from '@centre/contracts';
import { formatKoreanPhone, usePageMeta, useSiteSetting } from '@centre/platform';
import { localisedList } from '../features/centre-guide/localised-list.ts';
import { MAP_SEARCH_URL } from '../public-constants.ts';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';
import { usePageTranslation } from '../i18n/page-texts.ts';
import { CENTRE_GUIDE_TEXTS } from '../features/centre-guide/i18n/translations.ts';

/** /intro/directions: both sites' addresses (from the console's settings), transit, and a map search. */
export default function DirectionsPage() {
  const { t } = usePageTranslation(CENTRE_GUIDE_TEXTS);
  usePageMeta({ title: t('directions.title'), description: t('directions.description') });
  const setting = useSiteSetting();

  return (
    <article className={`${styles.page} ${styles.prose}`}>
      <h1 className={styles.pageTitle}>{t('directions.title')}</h1>
      <p className={styles.lead}>{t('directions.lead')}</p>
      <AsyncContent state={setting}>
        {({ branches }) => (
          <ul className={styles.factGrid}>
            {LOCATIONS.map((site: Location) => {
              const branch = branches.find((candidate) => candidate.site === site);
              return (
                <li key={site} className={styles.factCard} data-site={site}>
                  <h2>{branch?.name ?? t(`intro.sites.${site}.name`)}</h2>
                  {branch && (
                    <dl className={styles.contactList}>
                      <dt>{t('directions.address')}</dt>
                      <dd>{branch.address}</dd>
                      <dt>{t('directions.phone')}</dt>
                      <dd><a href={`tel:${branch.phone}`}>{formatKoreanPhone(branch.phone)}</a></dd>
                    </dl>
                  )}
                  <h3>{t('directions.transitTitle')}</h3>
                  <ul>
                    {localisedList(t, `directions.transit.${site}`).map((line) => <li key={line}>{line}</li>)}
                  </ul>
                  <p>
                    <a
                      href={`${MAP_SEARCH_URL}${encodeURIComponent(t(`directions.mapQuery.${site}`))}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.secondaryLink}
                    >
                      {t('directions.mapSearch')}<span className={styles.visuallyHidden}> — {branch?.name ?? t(`site.${site}`)} ({t('directions.newWindow')})</span>
                    </a>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </AsyncContent>
      <p className={styles.lead}>{t('directions.parking')}</p>
    </article>
  );
}
