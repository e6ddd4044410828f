import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SliderControls } from './SliderControls.tsx';
import type { Slide } from './SwiperSlides.tsx';
import { useLazySlider } from './use-lazy-slider.ts';
import styles from './slider.module.css';

/**
 * Slides that are plain HTML until Swiper is needed (see `useLazySlider`). The plain version lays
 * the slides out as Swiper does — a clipped row, every slide as wide as the slider, the tallest
 * setting the height — so nothing moves when Swiper takes over. Slides out of view are inert.
 */
export function LazySlider({
  slides,
  label,
  effect = 'slide',
  loadWhenNear = false,
  className,
  controlsClassName,
}: {
  slides: readonly Slide[];
  label: string;
  effect?: 'slide' | 'fade';
  loadWhenNear?: boolean;
  className?: string;
  controlsClassName?: string;
}) {
  const { t } = useTranslation('public');
  const rootRef = useRef<HTMLDivElement>(null);
  const slider = useLazySlider(slides.length, { rootRef, loadWhenNear });
  const { Engine } = slider;

  return (
    <div ref={rootRef} className={className} onPointerDown={slider.wake} onTouchStart={slider.wake}>
      {Engine ? (
        <Engine slides={slides} effect={effect} label={label} autoplay={slider.autoplay} onSwiper={slider.onSwiper} />
      ) : (
        <div className={styles.plain}>
          <div className={styles.plainRow}>
            {slides.map((slide, index) => (
              <div
                key={slide.key}
                className={styles.plainSlide}
                role="group"
                aria-label={t('slider.slideLabel', { index: index + 1, slidesLength: slides.length })}
                inert={index > 0}
              >
                {slide.content}
              </div>
            ))}
          </div>
        </div>
      )}
      <SliderControls slider={slider} label={label} className={controlsClassName} />
    </div>
  );
}
