import { Link, useParams } from 'react-router-dom';
import type { WorkType } from '@centre/contracts';
import { useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchEquipment, fetchSpace } from '../features/facilities/api/facilities-api.ts';
import { FacilityFacts } from '../features/facilities/components/FacilityCard.tsx';
import { FacilityImage } from '../components/facility-image/FacilityImage.tsx';
import { facilityListPath } from '../features/facilities/facility-links.ts';
import { RichText } from '../components/rich-text/RichText.tsx';
import { AsyncContent, isNotFound } from './AsyncContent.tsx';
import styles from './pages.module.css';
import { usePageTranslation } from '../i18n/page-texts.ts';
import { BOARD_TEXTS } from '../features/notices/i18n/translations.ts';

/** /facility-space/:id, /cuttingroom-equipment/:id, /studio-equipment/:id. */
export default function FacilityDetailPage({ kind }: { kind: 'space' | WorkType }) {
  const { t } = usePageTranslation(BOARD_TEXTS);
  const { id = '' } = useParams();
  const locale = useLocale();
  const detail = useAsyncData((signal) => (kind === 'space' ? fetchSpace(id, signal) : fetchEquipment(id, signal)), [kind, id, locale]);
  const listTitle = t(`facility.title.${kind}`);
  usePageMeta({
    title: detail.status === 'success' ? detail.data.title : isNotFound(detail) ? t('facility.notFound') : listTitle,
    description: detail.status === 'success' ? `${detail.data.title} — ${detail.data.location}` : t(`facility.description.${kind}`),
  });

  return (
    <AsyncContent state={detail} notFoundTitle={t('facility.notFound')}>
      {(facility) => {
        const listPath = `${facilityListPath(facility.work)}/${facility.site}`;
        const pictures = [facility.thumb, ...(facility.images ?? [])].filter((src): src is string => Boolean(src));
        return (
          <article className={styles.page}>
            <header className={styles.articleHeader}>
              <p className={styles.breadcrumb}>
                <Link to={listPath}>{listTitle} — {t(`site.${facility.site}`)}</Link>
              </p>
              <h1 className={styles.pageTitle}>{facility.title}</h1>
            </header>
            <div className={styles.detailLayout}>
              <div className={styles.pictures}>
                {pictures.length === 0 ? (
                  <FacilityImage src={null} alt="" />
                ) : (
                  pictures.map((src, index) => (
                    <FacilityImage key={src + index} src={src} alt={t('facility.pictureAlt', { title: facility.title, index: index + 1 })} eager={index === 0} />
                  ))
                )}
              </div>
              <FacilityFacts facility={facility} className={styles.detailFacts} />
            </div>
            <RichText html={facility.content} className={styles.articleBody} />
            <p><Link to={listPath} className={styles.buttonLink}>{t('board.backToList')}</Link></p>
          </article>
        );
      }}
    </AsyncContent>
  );
}
