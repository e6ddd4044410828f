import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, type OrderStatus } from '@centre/contracts';
import { EmptyState, formatDate, usePageMeta } from '@centre/platform';
import { SHOP_LIST_SIZE, useOrders } from '../../../features/shop/api/shop.ts';
import { OrderStatusBadge } from '../../../features/shop/components/OrderStatusBadge.tsx';
import { Pager, pageFromParams } from '../../../features/shop/components/Pager.tsx';
import { QueryState } from '../../../features/shop/components/QueryState.tsx';
import { formatWon } from '../../../features/shop/components/won.ts';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../../features/shop/i18n/translations.ts';
import styles from '../../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/** /mypage/orders — the member's shop orders, filtered by status, ten a page. */
export default function OrdersPage() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  usePageMeta({ title: t('orders.title') });
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const status = (ORDER_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as OrderStatus) : undefined;
  const orders = useOrders((page - 1) * SHOP_LIST_SIZE, status);
  const go = (next: { page?: number; status?: string }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status ?? '';
    if (nextStatus) search.set('status', nextStatus);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <>
      <h1>{t('orders.title')}</h1>
      <p>{t('orders.lead')}</p>
      <div className={styles.toolbar}>
        <label>
          {t('orders.filter')}
          <select value={status ?? ''} onChange={(event) => go({ status: event.target.value, page: 1 })}>
            <option value="">{t('orders.all')}</option>
            {ORDER_STATUSES.map((value) => <option key={value} value={value}>{t(`status.${value}`)}</option>)}
          </select>
        </label>
      </div>
      <QueryState query={orders}>
        {(data) =>
          data.orders.length === 0 ? (
            <EmptyState>{t('orders.empty')}</EmptyState>
          ) : (
            <>
              <ul className={styles.list}>
                {data.orders.map((order) => (
                  <li key={order._id} className={styles.card}>
                    <div className={styles.cardHead}>
                      <h2 className={styles.cardTitle}>
                        <Link to={`/mypage/orders/${order._id}`}>
                          {order.items.length > 1 ? t('orders.itemsCount', { first: order.items[0]?.title, count: order.items.length - 1 }) : order.items[0]?.title}
                        </Link>
                      </h2>
                      <OrderStatusBadge status={order.status} />
                    </div>
                    <p className={styles.hint}>
                      {t('orders.orderedAt')} {formatDate(order.createdAt)} · {t('price', { amount: formatWon(order.total) })} · {t(`payment.${order.paymentMethod}`)}
                    </p>
                  </li>
                ))}
              </ul>
              <Pager page={page} total={data.summary.total} onPage={(next) => go({ page: next })} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
