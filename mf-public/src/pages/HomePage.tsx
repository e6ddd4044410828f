import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_LIST_LIMITS, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { FacilityGrid, FacilityGridSkeleton } from '../features/facilities/components/FacilityGrid.tsx';
import { fetchGallery } from '../features/gallery/api/gallery-api.ts';
import { HeroFrame, HeroSlider } from '../features/hero/components/HeroSlider.tsx';
import { NOTICE_BOARD, reportBoardLoadFailure } from '../features/notices/boards.ts';
import { NoticeSlider, NoticeSliderSkeleton } from '../features/notices/components/NoticeSlider.tsx';
import { PopupLayer } from '../features/popups/components/PopupLayer.tsx';
import { FACILITY_PAGES } from '../public-constants.ts';
import { HomeBlock } from './HomeBlock.tsx';
import { takeEarly } from './early-loads.ts';
import { HOME_REQUESTS } from './home-requests.ts';
import styles from './home.module.css';

/** Spec §8: a home list that fails is logged only; its block goes (see HomeBlock) and the page goes on. */
const logHomeListFailure = (list: string) => (error: unknown) => console.error(`[mf_public] home ${list} failed to load`, error);

function HomeSection({ id, title, more, children }: { id: string; title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>{title}</h2>
        {more}
      </div>
      {children}
    </section>
  );
}

/**
 * A short visible word in the page's language ("더보기", "More"); hidden text completes the link's
 * name ("더보기 — 공지사항 더보기"), so screen readers and search engines (Lighthouse reads the
 * text, not aria-label) know where it goes.
 */
function MoreLink({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation('public');
  return (
    <Link to={to} className={styles.more}>
      {t('home.moreLink')}
      <span className={styles.visuallyHidden}> — {label}</span>
    </Link>
  );
}

function Hero() {
  const locale = useLocale();
  const banners = useAsyncData((signal) => takeEarly(HOME_REQUESTS.banners.key, locale, () => HOME_REQUESTS.banners.load(signal)), [locale], logHomeListFailure('hero banners'));
  const failed = banners.status === 'error' || banners.data?.length === 0;
  return <HomeBlock failed={failed}>{banners.status === 'success' ? <HeroSlider banners={banners.data} /> : <HeroFrame />}</HomeBlock>;
}

function HomeSpaces() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const spaces = useAsyncData((signal) => takeEarly(HOME_REQUESTS.spaces.key, locale, () => HOME_REQUESTS.spaces.load(signal)), [locale], logHomeListFailure('spaces'));
  return (
    <HomeBlock failed={spaces.status === 'error' || spaces.data?.facilities.length === 0}>
      <HomeSection id="home-spaces-title" title={t('home.spacesTitle')} more={<MoreLink to={`${FACILITY_PAGES.space}/YONGSIN`} label={t('home.moreSpaces')} />}>
        {spaces.status === 'success' ? <FacilityGrid facilities={spaces.data.facilities} /> : <FacilityGridSkeleton count={HOME_LIST_LIMITS.spaces} />}
      </HomeSection>
    </HomeBlock>
  );
}

function HomeEquipment() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const equipment = useAsyncData((signal) => takeEarly(HOME_REQUESTS.equipment.key, locale, () => HOME_REQUESTS.equipment.load(signal)), [locale], logHomeListFailure('equipment'));
  return (
    <HomeBlock failed={equipment.status === 'error' || equipment.data?.facilities.length === 0}>
      <HomeSection
        id="home-equipment-title"
        title={t('home.equipmentTitle')}
        more={
          <div className={styles.equipmentLinks}>
            <Link to={`${FACILITY_PAGES.CUTTINGROOM}?code=CUTTINGROOM`} className={styles.linkButton}>{t('facility.title.CUTTINGROOM')}</Link>
            <Link to={`${FACILITY_PAGES.STUDIO}/YONGSIN?code=STUDIO`} className={styles.linkButton}>{t('facility.title.STUDIO')}</Link>
          </div>
        }
      >
        {equipment.status === 'success' ? <FacilityGrid facilities={equipment.data.facilities} /> : <FacilityGridSkeleton count={HOME_LIST_LIMITS.equipments} />}
      </HomeSection>
    </HomeBlock>
  );
}

function HomeNotices() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const notices = useAsyncData((signal) => NOTICE_BOARD.list({ isMain: true, limit: HOME_LIST_LIMITS.notices }, signal), [locale], reportBoardLoadFailure);
  return (
    <HomeBlock failed={notices.status === 'error' || notices.data?.items.length === 0}>
      <HomeSection id="home-notices-title" title={t('home.noticesTitle')} more={<MoreLink to="/notice" label={t('home.moreNotices')} />}>
        {notices.status === 'success' ? <NoticeSlider notifications={notices.data.items} /> : <NoticeSliderSkeleton />}
      </HomeSection>
    </HomeBlock>
  );
}

function HomeGallery() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const gallery = useAsyncData((signal) => fetchGallery({ limit: HOME_LIST_LIMITS.galleries, isMain: 'true' }, signal), [locale], logHomeListFailure('gallery'));
  return (
    <HomeBlock failed={gallery.status === 'error' || gallery.data?.galleries.length === 0}>
      <HomeSection id="home-gallery-title" title={t('home.galleryTitle')} more={<MoreLink to="/edu-gallery" label={t('home.moreGallery')} />}>
        {gallery.status === 'success' ? (
          <ul className={styles.galleryPair}>
            {gallery.data.galleries.map((item) => (
              <li key={item._id}>
                <Link to="/edu-gallery" className={styles.galleryLink}>
                  <img src={item.thumb} alt={item.alt} width={400} height={300} loading="lazy" decoding="async" />
                  <span>{item.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <ul className={styles.galleryPair} aria-hidden="true">
            {Array.from({ length: HOME_LIST_LIMITS.galleries }, (_, index) => (
              <li key={index}>
                <div className={`${styles.galleryLink} ${styles.gallerySkeleton}`}>
                  <div />
                  <span>&nbsp;</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
    </HomeBlock>
  );
}

/** `/`: the hero, the space and equipment guides, notices and the education gallery; their loads run in parallel. */
export default function HomePage() {
  const { t } = useTranslation('public');
  usePageMeta({ description: t('home.description') });
  return (
    <div className={styles.home}>
      <h1 className={styles.visuallyHidden}>{t('home.title')}</h1>
      <PopupLayer />
      <Hero />
      <div className={styles.sections}>
        <HomeSpaces />
        <HomeEquipment />
        <HomeNotices />
        <HomeGallery />
      </div>
    </div>
  );
}
