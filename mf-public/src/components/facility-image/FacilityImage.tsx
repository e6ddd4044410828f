import { useTranslation } from 'react-i18next';
import styles from './facility-image.module.css';

/** Demo and uploaded thumbnails are 4:3; width and height reserve the box before the picture loads. */
export const THUMB_SIZE = { width: 400, height: 300 } as const;

/**
 * A facility or course picture, or a labelled placeholder when there is none. Shared by the
 * facilities and education features; `className` lets a card lay it out (e.g. beside the text).
 */
export function FacilityImage({ src, alt, eager = false, className }: { src: string | null | undefined; alt: string; eager?: boolean; className?: string }) {
  const { t } = useTranslation('public');
  if (!src) {
    return (
      <div className={className ? `${styles.noImage} ${className}` : styles.noImage} role="img" aria-label={t('facility.noImage')}>
        <span aria-hidden="true">{t('facility.noImage')}</span>
      </div>
    );
  }
  return (
    <img
      className={className ? `${styles.image} ${className}` : styles.image}
      src={src}
      alt={alt}
      width={THUMB_SIZE.width}
      height={THUMB_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
