import { useTranslation } from 'react-i18next';
import styles from './facilities.module.css';

/** Demo and uploaded thumbnails are 4:3; width and height reserve the box before the picture loads. */
export const THUMB_SIZE = { width: 400, height: 300 } as const;

/** A facility picture, or a labelled placeholder when there is none. */
export function FacilityImage({ src, alt, eager = false }: { src: string | null | undefined; alt: string; eager?: boolean }) {
  const { t } = useTranslation('public');
  if (!src) {
    return (
      <div className={styles.noImage} role="img" aria-label={t('facility.noImage')}>
        <span aria-hidden="true">{t('facility.noImage')}</span>
      </div>
    );
  }
  return (
    <img
      className={styles.image}
      src={src}
      alt={alt}
      width={THUMB_SIZE.width}
      height={THUMB_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
