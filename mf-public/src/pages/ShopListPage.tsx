import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FULFILMENTS, PRODUCT_SORTS } from '@centre/contracts';
import { Button, EmptyState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchCategories, fetchProducts } from '../features/shop/api/shop-api.ts';
import { ProductGrid } from '../features/shop/components/ProductCard.tsx';
import { productQueryOf, SHOP_PAGE_SIZE, shopFiltersOf, shopSearchOf, type ShopFilters } from '../features/shop/shop-params.ts';
import { registerShopTranslations, SHOP_PUBLIC_NAMESPACE } from '../features/shop/i18n/translations.ts';
import shopStyles from '../features/shop/components/shop.module.css';
import { Pagination } from '../features/paging/Pagination.tsx';
import { pageCountOf } from '../features/paging/use-list-params.ts';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';

void registerShopTranslations();

/** /shop: categories, search, sort and delivery filters (all in the address), a paged grid of products. */
export default function ShopListPage() {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const filters = shopFiltersOf(searchParams);
  usePageMeta({ title: t('list.title'), description: t('list.lead') });
  const categories = useAsyncData((signal) => fetchCategories(signal), [locale]);
  const products = useAsyncData((signal) => fetchProducts(productQueryOf(filters), signal), [locale, searchParams.toString()]);
  const hrefOf = (next: Partial<ShopFilters>) => shopSearchOf({ ...filters, page: 1, ...next });

  return (
    <div className={styles.page}>
      <div className={shopStyles.headRow}>
        <h1 className={styles.pageTitle}>{t('list.title')}</h1>
        <Link to="/shop/cart" className={styles.secondaryLink}>{t('list.cart')}</Link>
      </div>
      <p className={styles.lead}>{t('list.lead')}</p>
      {categories.status === 'success' && categories.data.length > 0 && (
        <nav aria-label={t('list.category')}>
          <ul className={shopStyles.categories}>
            <li><Link to={hrefOf({ categoryId: '' })} aria-current={filters.categoryId === '' ? 'page' : undefined}>{t('list.allCategories')}</Link></li>
            {categories.data.flatMap((category) => [category, ...category.children]).map((category) => (
              <li key={category._id}>
                <Link to={hrefOf({ categoryId: category._id })} aria-current={filters.categoryId === category._id ? 'page' : undefined}>{category.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ShopToolbar key={searchParams.toString()} filters={filters} onSearch={(next) => void navigate(hrefOf(next))} />
      <AsyncContent state={products}>
        {({ products: items, summary }) =>
          items.length === 0 ? (
            <EmptyState>{t('list.empty')}</EmptyState>
          ) : (
            <>
              <p className={shopStyles.count} role="status">{t('list.count', { count: summary.total })}</p>
              <ProductGrid products={items} />
              <Pagination page={filters.page} pageCount={pageCountOf(summary.total, SHOP_PAGE_SIZE)} hrefOf={(page) => shopSearchOf({ ...filters, page })} />
            </>
          )
        }
      </AsyncContent>
    </div>
  );
}

function ShopToolbar({ filters, onSearch }: { filters: ShopFilters; onSearch: (next: Partial<ShopFilters>) => void }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const [keyword, setKeyword] = useState(filters.keyword);
  const [sort, setSort] = useState(filters.sort);
  const [fulfilment, setFulfilment] = useState(filters.fulfilment);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ keyword: keyword.trim(), sort, fulfilment });
  };
  return (
    <form role="search" aria-label={t('list.filters')} className={shopStyles.toolbar} onSubmit={submit}>
      <div className={shopStyles.field}>
        <label htmlFor="shop-keyword">{t('list.keyword')}</label>
        <input id="shop-keyword" type="search" value={keyword} maxLength={100} onChange={(event) => setKeyword(event.target.value)} />
      </div>
      <div className={shopStyles.field}>
        <label htmlFor="shop-sort">{t('list.sort')}</label>
        <select id="shop-sort" value={sort} onChange={(event) => setSort(event.target.value as ShopFilters['sort'])}>
          {PRODUCT_SORTS.map((value) => <option key={value} value={value}>{t(`list.sorts.${value}`)}</option>)}
        </select>
      </div>
      <div className={shopStyles.field}>
        <label htmlFor="shop-fulfilment">{t('list.fulfilment')}</label>
        <select id="shop-fulfilment" value={fulfilment} onChange={(event) => setFulfilment(event.target.value as ShopFilters['fulfilment'])}>
          <option value="">{t('list.fulfilments.ALL')}</option>
          {FULFILMENTS.map((value) => <option key={value} value={value}>{t(`list.fulfilments.${value}`)}</option>)}
        </select>
      </div>
      <div className={shopStyles.toolbarActions}>
        <Button type="submit">{t('list.apply')}</Button>
        {(filters.keyword || filters.fulfilment || filters.sort !== 'new') && (
          <Link to={shopSearchOf({ page: 1, keyword: '', categoryId: filters.categoryId, sort: 'new', fulfilment: '' })}>{t('list.reset')}</Link>
        )}
      </div>
    </form>
  );
}
