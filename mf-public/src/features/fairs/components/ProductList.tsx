import { useTranslation } from 'react-i18next';
import type { FairProduct } from '@centre/contracts';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

/** A fair's products with every fact a buyer asks about before a meeting. */
export function ProductList({ products, headingLevel = 3 }: { products: FairProduct[]; headingLevel?: 3 | 4 }) {
  const { t, i18n } = useTranslation(FAIRS_NAMESPACE);
  const won = (value: number) => value.toLocaleString(i18n.language);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (products.length === 0) return <p>{t('noProducts')}</p>;
  return (
    <ul className={styles.list}>
      {products.map((product) => (
        <li key={product._id} className={styles.card}>
          <Heading>{product.name}</Heading>
          <p className={styles.hint}>{product.tradeName}</p>
          {product.photos.length > 0 && (
            <ul className={styles.photos} aria-label={t('productPhotos', { name: product.name })}>
              {product.photos.map((photo, index) => (
                <li key={photo._id}>
                  <img src={photo.url} alt={t('productPhotoAlt', { name: product.name, n: index + 1, count: product.photos.length })} loading="lazy" decoding="async" width={160} height={160} />
                </li>
              ))}
            </ul>
          )}
          <dl className={styles.facts}>
            <dt>{t('productItem')}</dt>
            <dd>{t(`itemLabels.${product.item}`)}</dd>
            <dt>{t('price')}</dt>
            <dd>{t('priceValue', { min: won(product.priceMin), max: won(product.priceMax) })}</dd>
            <dt>{t('moq')}</dt>
            <dd>{t('moqValue', { value: won(product.moq) })}</dd>
            <dt>{t('leadTime')}</dt>
            <dd>{t('leadTimeValue', { value: product.leadTimeDays })}</dd>
            <dt>{t('sample')}</dt>
            <dd>{product.sampleAvailable ? t('sampleYes') : t('sampleNo')}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
