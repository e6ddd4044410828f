import { useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { HOME_SLIDER } from '@centre/platform';
import type { SwiperInstance } from './swiper-kit.ts';
import type { SwiperSlidesProps } from './SwiperSlides.tsx';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** How far below the viewport a slider that loads when near it starts loading (one screen's scroll). */
const NEAR_VIEWPORT_MARGIN = '0px 0px 400px 0px';

type SliderEngine = ComponentType<SwiperSlidesProps>;
let engineLoad: Promise<SliderEngine> | undefined;

/** Swiper and its React wrapper, one chunk, fetched once for every slider on the page. */
function loadSliderEngine(): Promise<SliderEngine> {
  engineLoad ??= import('./SwiperSlides.tsx').then(
    (module) => module.default,
    (error: unknown) => {
      engineLoad = undefined; // a failed chunk is tried again at the next occasion
      throw error;
    },
  );
  return engineLoad;
}

type SlideMove = 'next' | 'previous';

/**
 * A slider that starts as plain HTML (its first slide) and loads Swiper only when it is needed:
 * on the first autoplay tick (the first slide shows for the whole delay anyway), when the visitor
 * touches the slider or its controls, or — with `loadWhenNear` — when it scrolls near the viewport.
 *
 * Autoplay as the spec sets it (7000 ms, not stopped by interaction) plus a pause the visitor
 * controls (WCAG 2.2.2): moving content must be pausable. Reduced-motion visitors start paused.
 */
export function useLazySlider(slideCount: number, { rootRef, loadWhenNear = false }: { rootRef: RefObject<HTMLElement | null>; loadWhenNear?: boolean }) {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [Engine, setEngine] = useState<SliderEngine | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const playingRef = useRef(playing);
  playingRef.current = playing;
  /** A move asked for before Swiper was there; made as soon as it is. */
  const pendingMove = useRef<SlideMove | null>(null);
  const several = slideCount > 1;

  const wake = useCallback(() => {
    if (!several) return;
    loadSliderEngine().then(
      (engine) => setEngine(() => engine),
      (error: unknown) => console.error('[mf_public] the slider could not be loaded', error),
    );
  }, [several]);

  // The first autoplay tick while still plain HTML: load Swiper and move on to the second slide.
  useEffect(() => {
    if (!several || !playing || Engine) return;
    const tick = setTimeout(() => {
      pendingMove.current = 'next';
      wake();
    }, HOME_SLIDER.autoplayDelayMs);
    return () => clearTimeout(tick);
  }, [several, playing, Engine, wake]);

  useEffect(() => {
    const root = rootRef.current;
    if (!loadWhenNear || !several || Engine || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: NEAR_VIEWPORT_MARGIN });
    observer.observe(root);
    return () => observer.disconnect();
  }, [loadWhenNear, several, Engine, wake, rootRef]);

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay || !several) return;
    if (playing) autoplay.start();
    else autoplay.stop();
  }, [playing, several]);

  const move = (direction: SlideMove) => {
    const swiper = swiperRef.current;
    if (swiper) {
      if (direction === 'next') swiper.slideNext();
      else swiper.slidePrev();
      return;
    }
    pendingMove.current = direction;
    wake();
  };

  return {
    several,
    playing,
    /** Swiper's React slider once loaded; null while the first slide is plain HTML. */
    Engine,
    wake,
    toggle: () => setPlaying((value) => !value),
    previous: () => move('previous'),
    next: () => move('next'),
    autoplay: several ? { delay: HOME_SLIDER.autoplayDelayMs, disableOnInteraction: HOME_SLIDER.disableOnInteraction } : false,
    onSwiper: (swiper: SwiperInstance) => {
      swiperRef.current = swiper;
      if (!playingRef.current) swiper.autoplay?.stop();
      const pending = pendingMove.current;
      pendingMove.current = null;
      // After Swiper has finished setting itself up (loop slides in place).
      if (pending) requestAnimationFrame(() => (pending === 'next' ? swiper.slideNext() : swiper.slidePrev()));
    },
  } as const;
}

export type LazySliderState = ReturnType<typeof useLazySlider>;
