import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { ORDER_STATUSES, SHOP_PAYMENT_METHODS, seoulDateTime, type Order } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { ResourceCell } from '../../components/ResourceCell.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { SHOP_PAGE_SIZE } from '../../features/shop/api/keys.ts';
import { ORDER_FILTERS, allOrders, useOrders } from '../../features/shop/api/orders.ts';
import { MemberLink, StatusText, Won } from '../../features/shop/components/cells.tsx';
import { csvOf, saveCsv } from '../../features/shop/components/csv.ts';
import { MemberIdFilter } from '../../features/shop/components/MemberFilter.tsx';
import { SHOP_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../components/components.module.css';
import own from '../../features/shop/components/shop.module.css';

/** An order's short name: the end of its id, as the buyer's messages show it. */
const orderNumber = (order: Order) => order._id.slice(-8).toUpperCase();

/** Every order of the shop, filtered by status, payment, the days placed, seller and buyer; CSV of the filtered orders. */
export default function ShopOrdersPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const { params, setFilter, setPage } = useListParams(ORDER_FILTERS);
  const list = useOrders(params);
  const [exporting, setExporting] = useState<{ busy: boolean; error?: string; done?: string }>({ busy: false });

  const columns = useMemo<ColumnDef<Order, unknown>[]>(
    () => [
      { id: 'order', header: () => t('orders.order'), cell: ({ row }) => <Link to={`/console/shop/orders/${row.original._id}`}>{orderNumber(row.original)}</Link> },
      { id: 'createdAt', header: () => t('orders.placedAt'), cell: ({ row }) => <ResourceCell value={row.original.createdAt} kind="datetime" /> },
      { id: 'status', header: () => t('orders.status'), cell: ({ row }) => <StatusText status={row.original.status} /> },
      { id: 'method', header: () => t('orders.method'), cell: ({ row }) => t(`enums.${row.original.paymentMethod}`) },
      {
        id: 'buyer',
        header: () => t('orders.buyer'),
        cell: ({ row }) => <MemberLink id={row.original.buyerId} to={`/console/shop/orders?buyerId=${row.original.buyerId}`} label={t('orders.buyerLink', { id: row.original.buyerId })} />,
      },
      { id: 'items', header: () => t('orders.items'), cell: ({ row }) => row.original.items.map((item) => `${item.title} ×${item.quantity}`).join(', ') },
      { id: 'total', header: () => t('orders.total'), cell: ({ row }) => <Won amount={row.original.total} /> },
    ],
    [t],
  );

  const exportCsv = async () => {
    setExporting({ busy: true });
    try {
      const orders = await allOrders(params.filters);
      const header = ['order', 'placedAt', 'status', 'paymentMethod', 'buyerId', 'items', 'itemsTotal', 'shippingTotal', 'discount', 'pointsUsed', 'total', 'paidAt', 'cancelledAt'].map((key) => t(`csv.${key}`));
      const rows = orders.map((order) => [
        order._id,
        seoulDateTime(order.createdAt),
        t(`enums.${order.status}`),
        t(`enums.${order.paymentMethod}`),
        order.buyerId,
        order.items.map((item) => `${item.title} (${[item.size, item.colour].filter(Boolean).join('/')}) ×${item.quantity}`).join('; '),
        order.itemsTotal,
        order.shippingTotal,
        order.discount,
        order.pointsUsed,
        order.total,
        order.paidAt ? seoulDateTime(order.paidAt) : '',
        order.cancelledAt ? seoulDateTime(order.cancelledAt) : '',
      ]);
      const name = `shop-orders${params.filters.from ? `-${params.filters.from}` : ''}${params.filters.to ? `-${params.filters.to}` : ''}.csv`;
      saveCsv(name, csvOf(header, rows));
      setExporting({ busy: false, done: t('orders.exported', { count: orders.length }) });
    } catch (error) {
      setExporting({ busy: false, error: errorMessage(error) });
    }
  };

  const filtered = Object.keys(params.filters).length > 0;
  const badPeriod = Boolean(params.filters.from && params.filters.to && params.filters.from > params.filters.to);
  return (
    <section aria-labelledby="shop-orders-title">
      <PageHead titleId="shop-orders-title" title={t('orders.title')}>
        <button type="button" className={styles.secondaryButton} disabled={exporting.busy} aria-busy={exporting.busy} onClick={() => void exportCsv()}>
          {t('orders.exportCsv')}
        </button>
      </PageHead>
      <p role="status" className={styles.notice}>
        {exporting.done ?? ''}
      </p>
      {exporting.error && (
        <p role="alert" className={styles.error}>
          {exporting.error}
        </p>
      )}
      <div className={styles.listTools}>
        <ListFilter label={t('orders.status')} value={params.filters.status} values={ORDER_STATUSES} optionLabel={(status) => t(`enums.${status}`)} onChange={(value) => setFilter('status', value)} />
        <ListFilter label={t('orders.method')} value={params.filters.paymentMethod} values={SHOP_PAYMENT_METHODS} optionLabel={(method) => t(`enums.${method}`)} onChange={(value) => setFilter('paymentMethod', value)} />
        <div className={own.periodForm}>
          <label>
            <span>{t('orders.from')}</span>
            <input type="date" value={params.filters.from ?? ''} onChange={(event) => setFilter('from', event.target.value || undefined)} />
          </label>
          <label>
            <span>{t('orders.to')}</span>
            <input type="date" value={params.filters.to ?? ''} onChange={(event) => setFilter('to', event.target.value || undefined)} />
          </label>
        </div>
        <MemberIdFilter value={params.filters.sellerId} label={t('orders.sellerId')} onChange={(value) => setFilter('sellerId', value)} />
        <MemberIdFilter value={params.filters.buyerId} label={t('orders.buyerId')} onChange={(value) => setFilter('buyerId', value)} />
      </div>
      {badPeriod && (
        <p role="alert" className={styles.error}>
          {t('filters.badPeriod')}
        </p>
      )}
      <PagedList
        list={list}
        rows={list.data?.orders}
        empty={filtered ? t('orders.noMatch') : t('orders.empty')}
        caption={t('orders.title')}
        columns={columns}
        getRowId={(order) => order._id}
        rowHeader="order"
        rowLabel={orderNumber}
        page={params.page}
        pageSize={SHOP_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
