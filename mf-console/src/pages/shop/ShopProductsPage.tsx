import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { PRODUCT_STATUSES, type OwnProduct } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { ResourceCell } from '../../components/ResourceCell.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { localisedIn } from '../../lib/localised.ts';
import { categoryTree, useCategories } from '../../features/shop/api/categories.ts';
import { SHOP_PAGE_SIZE } from '../../features/shop/api/keys.ts';
import { PRODUCT_FILTERS, useProducts } from '../../features/shop/api/products.ts';
import { MemberLink, StatusText, Won, useCategoryNames } from '../../features/shop/components/cells.tsx';
import { MemberIdFilter } from '../../features/shop/components/MemberFilter.tsx';
import { SHOP_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../components/components.module.css';

/**
 * The makers' products: every status, searched and filtered by status, category and seller. As the
 * review queue (`queue`) it shows the submitted ones only, oldest submission first to read.
 */
export default function ShopProductsPage({ queue = false }: { queue?: boolean }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const locale = useLocale();
  const { params, search, setFilter, setPage } = useListParams(PRODUCT_FILTERS);
  const shown = useMemo(() => (queue ? { ...params, filters: { ...params.filters, status: 'SUBMITTED' } } : params), [params, queue]);
  const list = useProducts(shown);
  const categories = useCategories();
  const categoryName = useCategoryNames(categories.data);
  const categoryIds = categoryTree(categories.data ?? []).flatMap((top) => [top._id, ...top.children.map((child) => child._id)]);
  const titleOf = (product: OwnProduct) => localisedIn(product.title, locale);
  const here = queue ? '/console/shop/review' : '/console/shop/products';

  const columns = useMemo<ColumnDef<OwnProduct, unknown>[]>(
    () => [
      { id: 'title', header: () => t('products.product'), cell: ({ row }) => <Link to={`/console/shop/products/${row.original._id}`}>{titleOf(row.original)}</Link> },
      { id: 'status', header: () => t('products.status'), cell: ({ row }) => <StatusText status={row.original.status} /> },
      { id: 'category', header: () => t('products.category'), cell: ({ row }) => categoryName(row.original.categoryId) },
      {
        id: 'seller',
        header: () => t('products.seller'),
        cell: ({ row }) => <MemberLink id={row.original.sellerId} to={`${here}?sellerId=${row.original.sellerId}`} label={t('products.sellerLink', { id: row.original.sellerId })} />,
      },
      { id: 'price', header: () => t('products.price'), cell: ({ row }) => <Won amount={row.original.price} /> },
      { id: 'submittedAt', header: () => t('products.submittedAt'), cell: ({ row }) => <ResourceCell value={row.original.submittedAt} kind="datetime" /> },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titleOf and categoryName follow locale and the categories
    [t, locale, categories.data, here],
  );

  const filtered = Boolean(params.keyword) || Object.keys(params.filters).length > 0;
  const title = queue ? t('review.title') : t('products.title');
  return (
    <section aria-labelledby="shop-products-title">
      <PageHead titleId="shop-products-title" title={title} />
      {queue && <p className={styles.hint}>{t('review.intro')}</p>}
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('products.search')} />
        {!queue && <ListFilter label={t('products.status')} value={params.filters.status} values={PRODUCT_STATUSES} optionLabel={(status) => t(`enums.${status}`)} onChange={(value) => setFilter('status', value)} />}
        <ListFilter label={t('products.category')} value={params.filters.categoryId} values={categoryIds} optionLabel={categoryName} onChange={(value) => setFilter('categoryId', value)} />
        <MemberIdFilter value={params.filters.sellerId} label={t('products.sellerId')} onChange={(value) => setFilter('sellerId', value)} />
      </div>
      <PagedList
        list={list}
        rows={list.data?.products}
        empty={filtered ? t('products.noMatch') : queue ? t('review.empty') : t('products.empty')}
        caption={title}
        columns={columns}
        getRowId={(product) => product._id}
        rowHeader="title"
        rowLabel={titleOf}
        page={params.page}
        pageSize={SHOP_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
