import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsyncData, useLocale, VisuallyHidden } from '@centre/platform';
import type { Banner } from '@centre/contracts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { fetchPartnerBanners } from './partners-api.ts';
import { PartnerLogo } from './PartnerLogo.tsx';
import styles from './partners.module.css';

const PartnerSwiper = lazy(() => import(/* webpackChunkName: "partner-swiper" */ './PartnerSwiper.tsx'));

/** The logos laid out as the slider will show them, while its code loads: nothing moves when it arrives. */
function StaticLogos({ banners }: { banners: readonly Banner[] }) {
  return (
    <div className={styles.slider}>
      <ul className={styles.staticRow}>
        {banners.map((banner) => (
          <li key={banner._id} className={styles.staticSlide}><PartnerLogo banner={banner} /></li>
        ))}
      </ul>
      <div className={`${styles.controls} ${styles.controlsPlaceholder}`} aria-hidden="true" />
    </div>
  );
}

function PartnerLogos() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const partners = useAsyncData((signal) => fetchPartnerBanners(signal), [locale], (error) => {
    // The strip is decoration of the footer: a failure is logged and offered a retry, never alerted.
    console.warn('[shell] partner logos failed to load', error);
  });
  if (partners.status === 'loading') return <p className={styles.message} role="status">{t('partners.loading')}</p>;
  if (partners.status === 'error') {
    return (
      <p className={styles.message}>
        {t('partners.failed')}{' '}
        <button type="button" className={styles.retry} onClick={partners.reload}>{t('partners.retry')}</button>
      </p>
    );
  }
  if (partners.data.length === 0) return <p className={styles.message}>{t('partners.empty')}</p>;
  return (
    <Suspense fallback={<StaticLogos banners={partners.data} />}>
      <PartnerSwiper banners={partners.data} />
    </Suspense>
  );
}

/**
 * The footer's partner strip (spec §1, §9). Its height is reserved in CSS, and the logos and the
 * slider code are fetched only as the footer approaches the viewport.
 */
export function PartnerSlider() {
  const { t } = useTranslation('shell');
  const boxRef = useRef<HTMLElement>(null);
  const near = useNearViewport(boxRef);
  return (
    <section ref={boxRef} className={styles.partners} aria-labelledby="shell-partners-title" data-partners={near ? 'near' : 'waiting'}>
      <VisuallyHidden><h2 id="shell-partners-title">{t('partners.title')}</h2></VisuallyHidden>
      <div className={styles.inner}>{near && <PartnerLogos />}</div>
    </section>
  );
}
