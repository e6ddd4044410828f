import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Navigation, Pagination, Swiper, SwiperSlide } from './gallery-kit.ts';
import { SHOP_PUBLIC_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

/** The product's pictures under Swiper (as the home sliders): arrows, dots, keyboard, announced slides. */
export function ProductGallery({ title, pictures }: { title: string; pictures: string[] }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const { t: tPublic } = useTranslation('public');
  if (pictures.length === 0) {
    return (
      <div className={`${styles.gallery} ${styles.thumb}`}>
        <span className={styles.noPicture}>{t('product.noPicture')}</span>
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        navigation={pictures.length > 1}
        pagination={pictures.length > 1 ? { clickable: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          prevSlideMessage: tPublic('slider.previous'),
          nextSlideMessage: tPublic('slider.next'),
          paginationBulletMessage: tPublic('slider.slideLabel', { index: '{{index}}', slidesLength: pictures.length }),
          containerMessage: t('product.pictures', { title }),
          slideLabelMessage: tPublic('slider.slideLabel', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
        }}
      >
        {pictures.map((picture, index) => (
          <SwiperSlide key={picture}>
            <img src={picture} alt={t('product.picture', { title, index: index + 1, count: pictures.length })} width={600} height={600} loading={index === 0 ? 'eager' : 'lazy'} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
