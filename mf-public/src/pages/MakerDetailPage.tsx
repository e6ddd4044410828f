import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { FAIR_PATHS, type MakerImageKind } from '@centre/contracts';
import { formatDate, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { RichText } from '../components/rich-text/RichText.tsx';
import { fetchMaker } from '../features/makers/api/makers-api.ts';
import { MakerFacts, MakerTags, VerifiedMark } from '../features/makers/components/MakerBadges.tsx';
import makerStyles from '../features/makers/components/makers.module.css';
import { MAKERS_NAMESPACE, registerMakersTranslations } from '../features/makers/i18n/translations.ts';
import { AsyncContent, isNotFound } from './AsyncContent.tsx';
import styles from './pages.module.css';

void registerMakersTranslations();

/** A logo or photo the maker uploaded (the answer lists which); one that cannot be loaded shows nothing in its place. */
function MakerPicture({ id, kind, alt, className }: { id: string; kind: MakerImageKind; alt: string; className: string }) {
  const [missing, setMissing] = useState(false);
  if (missing) return null;
  return <img src={FAIR_PATHS.makerImage(id, kind)} alt={alt} className={className} loading="lazy" onError={() => setMissing(true)} />;
}

/** /makers/:id: one published profile in the reader's language; contact goes through the centre, never shown. */
export default function MakerDetailPage() {
  const { t } = useTranslation(MAKERS_NAMESPACE);
  const locale = useLocale();
  const { id = '' } = useParams();
  const maker = useAsyncData((signal) => fetchMaker(id, signal), [id, locale]);
  usePageMeta({ title: maker.status === 'success' ? maker.data.tradeName : isNotFound(maker) ? t('notFound') : t('title') });
  return (
    <div className={styles.page}>
      <p><Link to="/makers">{t('back')}</Link></p>
      <AsyncContent state={maker} notFoundTitle={t('notFound')}>
        {(data) => (
          <article>
            <h1 className={styles.pageTitle}>
              {data.tradeName} {data.verified && <VerifiedMark />}
            </h1>
            <div className={makerStyles.pictures}>
              {data.pictures.includes('logo') && <MakerPicture id={data._id} kind="logo" alt={t('logo', { name: data.tradeName })} className={makerStyles.logo ?? ""} />}
              {data.pictures.includes('photo') && <MakerPicture id={data._id} kind="photo" alt={t('photo', { name: data.tradeName })} className={makerStyles.photo ?? ""} />}
            </div>
            <MakerTags maker={data} />
            <MakerFacts maker={data} />
            {data.equipment.length > 0 && (
              <section className={makerStyles.section} aria-labelledby="maker-equipment">
                <h2 id="maker-equipment">{t('equipment')}</h2>
                <ul>{data.equipment.map((entry) => <li key={entry}>{entry}</li>)}</ul>
              </section>
            )}
            {data.certificates.length > 0 && (
              <section className={makerStyles.section} aria-labelledby="maker-certificates">
                <h2 id="maker-certificates">{t('certificates')}</h2>
                <ul>{data.certificates.map((entry) => <li key={entry}>{entry}</li>)}</ul>
              </section>
            )}
            {data.description && (
              <section className={makerStyles.section} aria-labelledby="maker-description">
                <h2 id="maker-description">{t('description')}</h2>
                <RichText html={data.description} />
              </section>
            )}
            <p className={styles.termsMeta}>{t('updated', { date: formatDate(data.updatedAt) })}</p>
            <div className={styles.actions}>
              <Link to={`/contact?maker=${encodeURIComponent(data.memberId)}`} className={styles.buttonLink} aria-describedby="maker-contact-hint">{t('contact')}</Link>
            </div>
            <p id="maker-contact-hint" className={makerStyles.hint}>{t('contactHint')}</p>
          </article>
        )}
      </AsyncContent>
    </div>
  );
}
