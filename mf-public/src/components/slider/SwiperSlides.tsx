import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_SLIDER } from '@centre/platform';
import { A11y, Autoplay, EffectFade, Keyboard, Swiper, SwiperSlide, type SwiperInstance } from './swiper-kit.ts';
import { sliderA11y } from './slider-a11y.ts';

export interface Slide {
  key: string;
  content: ReactNode;
}

export interface SwiperSlidesProps {
  slides: readonly Slide[];
  effect: 'slide' | 'fade';
  label: string;
  autoplay: false | { delay: number; disableOnInteraction: boolean };
  onSwiper: (swiper: SwiperInstance) => void;
}

/**
 * The slides under Swiper (spec §9: speed 700, looping, autoplay not stopped by interaction). Loaded
 * on demand by `useLazySlider`; until then `LazySlider` shows the same slides as plain HTML.
 */
export default function SwiperSlides({ slides, effect, label, autoplay, onSwiper }: SwiperSlidesProps) {
  const { t } = useTranslation('public');
  const fade = effect === 'fade';
  return (
    <Swiper
      modules={fade ? [A11y, Autoplay, EffectFade, Keyboard] : [A11y, Autoplay, Keyboard]}
      effect={effect}
      fadeEffect={fade ? { crossFade: true } : undefined}
      speed={HOME_SLIDER.speedMs}
      // Swiper's loop needs more slides than fade shows; with two pages rewinding looks the same.
      loop={HOME_SLIDER.loop && slides.length > (fade ? 2 : 1)}
      rewind={HOME_SLIDER.loop && fade && slides.length === 2}
      autoplay={autoplay}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={sliderA11y(t, label)}
      onSwiper={onSwiper}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
      ))}
    </Swiper>
  );
}
