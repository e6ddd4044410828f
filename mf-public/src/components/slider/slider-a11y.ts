import type { TFunction } from 'i18next';

/** Swiper's a11y module messages in the visitor's language. */
export function sliderA11y(t: TFunction, containerMessage: string) {
  return {
    enabled: true,
    prevSlideMessage: t('slider.previous'),
    nextSlideMessage: t('slider.next'),
    slideLabelMessage: t('slider.slideLabel', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
    containerMessage,
  };
}
