import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '@centre/contracts';
import { LazySlider } from '../../../components/slider/LazySlider.tsx';
import styles from './hero.module.css';

/** Hero pictures are 1920×720; width and height keep the slide's box before the picture arrives. */
const HERO_IMAGE = { width: 1920, height: 720 } as const;

function HeroSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const { t } = useTranslation('public');
  return (
    <div className={styles.slide}>
      <img
        className={styles.image}
        src={banner.image}
        alt={banner.alt}
        width={HERO_IMAGE.width}
        height={HERO_IMAGE.height}
        // The first slide is the largest picture above the fold; the others can wait.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className={styles.copy}>
        <h2 className={styles.title}>{banner.title}</h2>
        {banner.description && <p className={styles.description}>{banner.description}</p>}
        {banner.link && (
          <Link to={banner.link} className={styles.link}>
            {t('home.heroMore')}<span className={styles.visuallyHidden}>: {banner.title}</span>
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * The home hero: the centre's services, one slide each (GET /api/v1/banners/MAIN). Its first slide
 * is plain HTML; Swiper comes on the first autoplay tick or when the visitor touches the slider.
 */
export function HeroSlider({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation('public');
  const slides = banners.map((banner, index) => ({ key: banner._id, content: <HeroSlide banner={banner} first={index === 0} /> }));
  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label={t('home.heroLabel')}>
      <LazySlider slides={slides} label={t('home.heroLabel')} controlsClassName={styles.controls} />
    </section>
  );
}

/** The hero's box while the banners load: a slide's exact size (the slide's size never depends on its text). */
export function HeroFrame() {
  return (
    <div className={styles.hero} aria-hidden="true">
      <div className={styles.slide}>
        <div className={styles.image} />
        <div className={styles.copy} />
      </div>
    </div>
  );
}
