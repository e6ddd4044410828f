// The one place the home sliders import Swiper from: hero and notice slider share this chunk,
// which only the home page loads. Listed in package.json's sideEffects so the CSS imports survive.
import 'swiper/css';
import 'swiper/css/effect-fade';

export { Swiper, SwiperSlide } from 'swiper/react';
export { A11y, Autoplay, EffectFade, Keyboard } from 'swiper/modules';
export type { Swiper as SwiperInstance } from 'swiper';
