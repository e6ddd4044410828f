import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PRODUCT_STATUSES, type ProductStatus } from '@centre/contracts';
import { Button, EmptyState, usePageMeta } from '@centre/platform';
import { SHOP_LIST_SIZE, useOwnProducts } from '../../../features/shop/api/shop.ts';
import { ProductStatusBadge } from '../../../features/shop/components/OrderStatusBadge.tsx';
import { Pager, pageFromParams } from '../../../features/shop/components/Pager.tsx';
import { QueryState } from '../../../features/shop/components/QueryState.tsx';
import { SellerProfileSection } from '../../../features/shop/components/SellerProfileSection.tsx';
import { formatWon } from '../../../features/shop/components/won.ts';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../../features/shop/i18n/translations.ts';
import styles from '../../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/** /mypage/products — the seller's products with their listing status, filtered and searched. */
export default function ProductsPage() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  usePageMeta({ title: t('products.title') });
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const status = (PRODUCT_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as ProductStatus) : undefined;
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const products = useOwnProducts((page - 1) * SHOP_LIST_SIZE, status, keyword);
  const go = (next: { page?: number; status?: string; keyword?: string }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status ?? '';
    const nextKeyword = next.keyword ?? keyword;
    if (nextStatus) search.set('status', nextStatus);
    if (nextKeyword) search.set('keyword', nextKeyword);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ keyword: typed.trim(), page: 1 });
  };
  return (
    <>
      <div className={styles.cardHead}>
        <h1>{t('products.title')}</h1>
        <Link to="/mypage/products/new" className={styles.secondaryLink}>{t('products.new')}</Link>
      </div>
      <p>{t('products.lead')}</p>
      <SellerProfileSection />
      <form role="search" className={styles.toolbar} onSubmit={search}>
        <label>
          {t('products.status')}
          <select value={status ?? ''} onChange={(event) => go({ status: event.target.value, page: 1 })}>
            <option value="">{t('orders.all')}</option>
            {PRODUCT_STATUSES.map((value) => <option key={value} value={value}>{t(`productStatus.${value}`)}</option>)}
          </select>
        </label>
        <label>
          {t('products.keyword')}
          <input type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary">{t('products.search')}</Button>
      </form>
      <QueryState query={products}>
        {(data) =>
          data.products.length === 0 ? (
            <EmptyState>{t('products.empty')}</EmptyState>
          ) : (
            <>
              <table className={styles.table}>
                <thead>
                  <tr><th scope="col">{t('productForm.titles')}</th><th scope="col">{t('products.status')}</th><th scope="col">{t('products.price')}</th><th scope="col">{t('products.stock')}</th><th scope="col">{t('products.sold')}</th></tr>
                </thead>
                <tbody>
                  {data.products.map((product) => (
                    <tr key={product._id}>
                      <td data-label={t('productForm.titles')}>
                        <Link to={`/mypage/products/${product._id}`}>{product.title.ko}</Link>
                        {product.status === 'REJECTED' && product.rejectReason && <p className={styles.fieldError}>{t('products.rejected', { reason: product.rejectReason })}</p>}
                      </td>
                      <td data-label={t('products.status')}><ProductStatusBadge status={product.status} /></td>
                      <td data-label={t('products.price')}>{t('price', { amount: formatWon(product.price) })}</td>
                      <td data-label={t('products.stock')}>{product.options.reduce((sum, option) => sum + option.stock, 0)}</td>
                      <td data-label={t('products.sold')}>{product.soldCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={page} total={data.summary.total} onPage={(next) => go({ page: next })} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
