// Loaded on demand (see PartnerSlider): swiper and its CSS stay out of the shell's first load.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import type { Banner } from '@centre/contracts';
import { FOOTER_PARTNER_SLIDER, NextIcon, PauseIcon, PlayIcon, PreviousIcon } from '@centre/platform';
import { prefersReducedMotion } from '../../../lib/motion.ts';
import { PartnerLogo } from './PartnerLogo.tsx';
import styles from './partners.module.css';

/** Spec §9: 2 per view, widening to 3/4/5/7 from 576/768/1024/1200 px. */
const BREAKPOINT_VIEWS = Object.fromEntries(
  Object.entries(FOOTER_PARTNER_SLIDER.slidesPerViewFrom).map(([width, slidesPerView]) => [width, { slidesPerView }]),
);

export default function PartnerSwiper({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation('shell');
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  // All logos fit: swiper locks itself and there is nothing to move or pause.
  const [locked, setLocked] = useState(false);

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing && !locked) autoplay.start();
    else autoplay.stop();
  }, [playing, locked]);

  // Arrow keys move the slider only while it has focus; the page keeps its own arrow keys.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') swiperRef.current?.slidePrev();
    else if (event.key === 'ArrowRight') swiperRef.current?.slideNext();
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.slider}>
      <div
        className={styles.viewport}
        role="group"
        aria-roledescription={t('partners.carousel')}
        aria-label={t('partners.title')}
        tabIndex={locked ? -1 : 0}
        onKeyDown={onKeyDown}
      >
        <Swiper
          modules={[A11y, Autoplay]}
          slidesPerView={FOOTER_PARTNER_SLIDER.slidesPerView}
          breakpoints={BREAKPOINT_VIEWS}
          spaceBetween={16}
          speed={FOOTER_PARTNER_SLIDER.speedMs}
          // Rewind rather than loop: loop needs twice as many logos as are visible.
          rewind
          autoplay={{ delay: FOOTER_PARTNER_SLIDER.autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
          a11y={{
            enabled: true,
            prevSlideMessage: t('partners.previous'),
            nextSlideMessage: t('partners.next'),
            slideLabelMessage: t('partners.slideLabel', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
          }}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
            setLocked(swiper.isLocked);
            if (!playing) swiper.autoplay?.stop();
          }}
          onLock={() => setLocked(true)}
          onUnlock={() => setLocked(false)}
        >
          {banners.map((banner) => (
            <SwiperSlide key={banner._id} className={styles.slide}>
              <PartnerLogo banner={banner} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <div className={styles.controls} hidden={locked}>
        <button type="button" className={styles.control} aria-label={t('partners.previous')} onClick={() => swiperRef.current?.slidePrev()}>
          <PreviousIcon />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={playing ? t('partners.pause') : t('partners.play')}
          data-partner-autoplay={playing ? 'playing' : 'paused'}
          onClick={() => setPlaying((value) => !value)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className={styles.control} aria-label={t('partners.next')} onClick={() => swiperRef.current?.slideNext()}>
          <NextIcon />
        </button>
      </div>
    </div>
  );
}
