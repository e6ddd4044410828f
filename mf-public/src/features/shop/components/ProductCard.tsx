import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductListItem } from '@centre/contracts';
import { SHOP_PUBLIC_NAMESPACE } from '../i18n/translations.ts';
import { formatWon } from './won.ts';
import styles from './shop.module.css';

/** One product in a grid: picture, title (the link), price in won, sold-out and pickup marks. */
export function ProductCard({ product, eagerImage }: { product: ProductListItem; eagerImage?: boolean }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  return (
    <article className={styles.card}>
      <Link to={`/shop/${product._id}`} className={styles.cardLink}>
        <div className={styles.thumb}>
          {product.thumb ? (
            <img src={product.thumb} alt="" loading={eagerImage ? 'eager' : 'lazy'} width={300} height={300} />
          ) : (
            <span className={styles.noPicture}>{t('product.noPicture')}</span>
          )}
        </div>
        <div className={styles.cardBody}>
          <h2 className={styles.cardTitle}>{product.title}</h2>
          <p className={styles.price}>{t('price', { amount: formatWon(product.price) })}</p>
          <div className={styles.badges}>
            {product.soldOut && <span className={`${styles.badge} ${styles.soldOut}`}>{t('list.soldOut')}</span>}
            {product.shipping.fulfilment === 'PICKUP' && product.shipping.pickupSite && (
              <span className={styles.badge}>{t('list.pickupAt', { site: t(`sites.${product.shipping.pickupSite}`) })}</span>
            )}
          </div>
        </div>
      </Link>
    </article>
  );
}

export function ProductGrid({ products }: { products: ProductListItem[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product._id}><ProductCard product={product} eagerImage={index < 4} /></li>
      ))}
    </ul>
  );
}
