import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchProducts } from '../features/shop/api/shop-api.ts';
import { ProductGrid } from '../features/shop/components/ProductCard.tsx';
import { SellerCard } from '../features/shop/components/SellerCard.tsx';
import { productQueryOf, SHOP_PAGE_SIZE, shopFiltersOf, shopSearchOf } from '../features/shop/shop-params.ts';
import { registerShopTranslations, SHOP_PUBLIC_NAMESPACE } from '../features/shop/i18n/translations.ts';
import { Pagination } from '../features/paging/Pagination.tsx';
import { pageCountOf } from '../features/paging/use-list-params.ts';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';

void registerShopTranslations();

/** /shop/sellers/:seller — one seller's products on sale, paged. */
export default function ShopSellerPage() {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const { seller = '' } = useParams();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const filters = shopFiltersOf(searchParams);
  usePageMeta({ title: t('seller.title') });
  const products = useAsyncData((signal) => fetchProducts(productQueryOf(filters, seller), signal), [seller, locale, searchParams.toString()]);
  return (
    <div className={styles.page}>
      <p className={styles.breadcrumb}><Link to="/shop">{t('list.title')}</Link></p>
      <h1 className={styles.pageTitle}>{t('seller.title')}</h1>
      <SellerCard sellerId={seller} withLink={false} />
      <h2>{t('seller.products')}</h2>
      <AsyncContent state={products}>
        {({ products: items, summary }) =>
          items.length === 0 ? (
            <EmptyState>{t('seller.empty')}</EmptyState>
          ) : (
            <>
              <p role="status">{t('list.count', { count: summary.total })}</p>
              <ProductGrid products={items} />
              <Pagination page={filters.page} pageCount={pageCountOf(summary.total, SHOP_PAGE_SIZE)} hrefOf={(page) => shopSearchOf({ ...filters, page })} />
            </>
          )
        }
      </AsyncContent>
    </div>
  );
}
