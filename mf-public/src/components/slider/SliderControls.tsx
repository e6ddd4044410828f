import { useTranslation } from 'react-i18next';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from '@centre/platform';
import type { LazySliderState } from './use-lazy-slider.ts';
import styles from './slider.module.css';

/**
 * Previous, pause/play and next for a slider with more than one slide: real buttons, so keyboard
 * and screen-reader users can stop the movement (WCAG 2.2.2). Pointing at them or focusing them
 * loads Swiper, so it is there by the time a button is pressed.
 */
export function SliderControls({ slider, label, className }: { slider: LazySliderState; label: string; className?: string }) {
  const { t } = useTranslation('public');
  if (!slider.several) return null;
  return (
    <div className={`${styles.controls} ${className ?? ''}`} role="group" aria-label={label} onPointerEnter={slider.wake} onFocus={slider.wake}>
      <button type="button" className={styles.control} onClick={slider.previous} aria-label={t('slider.previous')}>
        <PreviousIcon />
      </button>
      <button type="button" className={styles.control} onClick={slider.toggle} aria-label={slider.playing ? t('slider.pause') : t('slider.play')} aria-pressed={!slider.playing}>
        {slider.playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button type="button" className={styles.control} onClick={slider.next} aria-label={t('slider.next')}>
        <NextIcon />
      </button>
    </div>
  );
}
