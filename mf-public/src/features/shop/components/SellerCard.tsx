import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAsyncData } from '@centre/platform';
import { fetchSeller } from '../api/shop-api.ts';
import { SHOP_PUBLIC_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

/**
 * Who sells this, as the e-commerce act asks every product page to say: trade name,
 * representative, business registration number, mail-order business report number, address and
 * contact (the seller's card, kept by the seller and required before anything goes on sale).
 */
export function SellerCard({ sellerId, withLink = true }: { sellerId: string; withLink?: boolean }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const seller = useAsyncData((signal) => fetchSeller(sellerId, signal), [sellerId]);
  const business = seller.status === 'success' ? seller.data.business : null;
  return (
    <>
      {seller.status === 'success' && (
        <dl className={styles.sellerCard}>
          <dt>{t('product.tradeName')}</dt>
          <dd>{business?.tradeName ?? seller.data.name}</dd>
          {business && (
            <>
              <dt>{t('product.representative')}</dt>
              <dd>{business.representative}</dd>
              <dt>{t('product.businessNumber')}</dt>
              <dd>{business.businessNumber}</dd>
              <dt>{t('product.mailOrderNumber')}</dt>
              <dd>{business.mailOrderNumber}</dd>
              <dt>{t('product.sellerAddress')}</dt>
              <dd>{business.address}</dd>
              <dt>{t('product.sellerContact')}</dt>
              <dd>
                <a href={`tel:${business.phone.replace(/-/g, '')}`}>{business.phone}</a> · <a href={`mailto:${business.email}`}>{business.email}</a>
              </dd>
            </>
          )}
        </dl>
      )}
      {withLink && <p><Link to={`/shop/sellers/${sellerId}`}>{t('product.sellerLink')}</Link></p>}
    </>
  );
}
