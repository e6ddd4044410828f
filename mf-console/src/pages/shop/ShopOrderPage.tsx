import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Order } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { ResourceCell } from '../../components/ResourceCell.tsx';
import { useOrder } from '../../features/shop/api/orders.ts';
import { MemberLink, StatusText, Won } from '../../features/shop/components/cells.tsx';
import { OrderActions } from '../../features/shop/components/OrderActions.tsx';
import { RefundPanel } from '../../features/shop/components/RefundPanel.tsx';
import { SHOP_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../components/components.module.css';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

function AddressOf({ order }: { order: Order }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  if (order.pickupSite) return <>{t('orders.pickupAt', { site: t(`enums.${order.pickupSite}`) })}</>;
  const address = order.address;
  if (!address) return null;
  return address.kind === 'KR' ? (
    <>
      {address.recipient} · {address.phone}
      <br />({address.postcode}) {address.roadAddress} {address.detail}
    </>
  ) : (
    <>
      {address.recipient} · {address.phone}
      <br />
      {address.lines}, {address.city} {address.postcode}, {address.country}
    </>
  );
}

/** One order: its money (the server's figures), items, where it goes, its history, and the staff's actions. */
export default function ShopOrderPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const { id = '' } = useParams();
  const order = useOrder(id);
  const data = order.data;
  const name = data ? t('orders.numbered', { number: data._id.slice(-8).toUpperCase() }) : t('orders.one');
  return (
    <section aria-labelledby="shop-order-title">
      <p>
        <Link to="/console/shop/orders" className={styles.backLink}>
          {t('orders.back')}
        </Link>
      </p>
      <h1 id="shop-order-title" className={styles.pageTitle}>
        {name}
      </h1>
      {order.isPending && <LoadingState />}
      {order.isError && <ErrorState detail={errorMessage(order.error)} onRetry={() => void order.refetch()} />}
      {data && (
        <>
          <dl className={styles.details}>
            <dt>{t('orders.status')}</dt>
            <dd>
              <StatusText status={data.status} />
            </dd>
            <dt>{t('orders.method')}</dt>
            <dd>{t(`enums.${data.paymentMethod}`)}</dd>
            <dt>{t('orders.placedAt')}</dt>
            <dd>
              <ResourceCell value={data.createdAt} kind="datetime" />
            </dd>
            <dt>{t('orders.paidAt')}</dt>
            <dd>
              <ResourceCell value={data.paidAt} kind="datetime" />
            </dd>
            {data.deposit && data.status === 'PENDING_PAYMENT' && (
              <>
                <dt>{t('orders.depositDeadline')}</dt>
                <dd>
                  <ResourceCell value={data.deposit.deadline} kind="datetime" />
                </dd>
              </>
            )}
            <dt>{t('orders.buyer')}</dt>
            <dd>
              <MemberLink id={data.buyerId} to={`/console/shop/orders?buyerId=${data.buyerId}`} label={t('orders.buyerLink', { id: data.buyerId })} />{' '}
              <Link to={`/console/shop/points?memberId=${data.buyerId}`}>{t('orders.adjustPoints')}</Link>
            </dd>
            <dt>{t('orders.shipTo')}</dt>
            <dd>
              <AddressOf order={data} />
            </dd>
            <dt>{t('orders.itemsTotal')}</dt>
            <dd>
              <Won amount={data.itemsTotal} />
            </dd>
            <dt>{t('orders.shippingTotal')}</dt>
            <dd>
              <Won amount={data.shippingTotal} />
            </dd>
            <dt>{t('orders.discount')}</dt>
            <dd>
              <Won amount={data.discount} />
            </dd>
            <dt>{t('orders.pointsUsed')}</dt>
            <dd>
              <Won amount={data.pointsUsed} />
            </dd>
            <dt>{t('orders.total')}</dt>
            <dd>
              <strong>
                <Won amount={data.total} />
              </strong>
            </dd>
            {(data.refundedTotal > 0 || data.refundedPoints > 0) && (
              <>
                <dt>{t('refunds.refunded')}</dt>
                <dd>
                  <Won amount={data.refundedTotal} /> + {t('refunds.pointsBack', { points: data.refundedPoints })}
                </dd>
              </>
            )}
            {data.withdrawUntil && (
              <>
                <dt>{t('refunds.withdrawUntil')}</dt>
                <dd>
                  <ResourceCell value={data.withdrawUntil} kind="datetime" />
                </dd>
              </>
            )}
            {data.cancelReason && (
              <>
                <dt>{t('orders.cancelReason')}</dt>
                <dd>{data.cancelReason}</dd>
              </>
            )}
          </dl>
          <OrderActions order={data} name={name} />
          <RefundPanel order={data} name={name} />
          <h2>{t('orders.items')}</h2>
          <ScrollRegion label={t('orders.items')}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('orders.items')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.item')}</th>
                  <th scope="col">{t('orders.option')}</th>
                  <th scope="col">{t('orders.unitPrice')}</th>
                  <th scope="col">{t('orders.quantity')}</th>
                  <th scope="col">{t('orders.shippingFee')}</th>
                  <th scope="col">{t('orders.step')}</th>
                  <th scope="col">{t('orders.seller')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item._id}>
                    <th scope="row">
                      <Link to={`/console/shop/products/${item.productId}`}>{item.title}</Link>
                    </th>
                    <td>{[item.size, item.colour].filter(Boolean).join(' / ')}</td>
                    <td>
                      <Won amount={item.unitPrice} />
                    </td>
                    <td>{item.quantity}</td>
                    <td>
                      <Won amount={item.shippingFee} />
                    </td>
                    <td>
                      {item.step ? t(`enums.${item.step}`) : '–'}
                      {item.refundState && ` · ${t(`refunds.itemState.${item.refundState}`)}`}
                      {item.trackingNumber && ` (${item.carrier ?? ''} ${item.trackingNumber})`}
                    </td>
                    <td>
                      <MemberLink id={item.sellerId} to={`/console/shop/orders?sellerId=${item.sellerId}`} label={t('products.sellerLink', { id: item.sellerId })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <h2>{t('orders.history')}</h2>
          <ol>
            {data.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <ResourceCell value={entry.at} kind="datetime" /> — {t(`enums.${entry.status}`)}
                {entry.step && entry.itemId && ` · ${data.items.find((item) => item._id === entry.itemId)?.title ?? ''} ${t(`enums.${entry.step}`)}`}
                {entry.note && ` · ${entry.note}`}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
