import { useTranslation } from 'react-i18next';
import { usePhotoSource } from '../api/products.ts';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

/** A product photo's thumbnail from its staff-only address; a placeholder of the same size while it loads or when it cannot be read. */
export function ProductPhoto({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const source = usePhotoSource(url);
  if (source === null || source === 'failed') {
    return (
      <span className={styles.photoPlaceholder} role="img" aria-label={source === 'failed' ? t('products.photoFailed', { photo: alt }) : alt} aria-busy={source === null || undefined}>
        {source === 'failed' ? t('products.photoFailedShort') : ''}
      </span>
    );
  }
  return <img className={styles.photo} src={source} alt={alt} width={128} height={128} />;
}
