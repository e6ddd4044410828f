// Swiper for the product gallery only: its own chunk, loaded with the product page.
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

export { Swiper, SwiperSlide } from 'swiper/react';
export { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
