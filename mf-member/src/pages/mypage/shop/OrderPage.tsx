import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { seoulDateTime, type Order } from '@centre/contracts';
import { Button, formatDate, statusOf, useLocale, usePageMeta, useConfirm } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useOrder, useOrderAction, useReviewedItems } from '../../../features/shop/api/shop.ts';
import { OrderStatusBadge } from '../../../features/shop/components/OrderStatusBadge.tsx';
import { QueryState } from '../../../features/shop/components/QueryState.tsx';
import { ReviewForm } from '../../../features/shop/components/ReviewForm.tsx';
import { RefundSection } from '../../../features/shop/components/RefundSection.tsx';
import { formatWon } from '../../../features/shop/components/won.ts';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../../features/shop/i18n/translations.ts';
import styles from '../../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/** /mypage/orders/:id — items with their steps and tracking, totals, payment, history; cancel, confirm receipt, review. */
export default function OrderPage() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const { id = '' } = useParams();
  usePageMeta({ title: t('orders.number', { id }) });
  const order = useOrder(id);
  return (
    <>
      <p><Link to="/mypage/orders">{t('orders.back')}</Link></p>
      {order.isError && (statusOf(order.error) === 404 || statusOf(order.error) === 400) ? (
        <p role="alert">{t('orders.notFound')}</p>
      ) : (
        <QueryState query={order}>{(data) => <OrderView order={data} />}</QueryState>
      )}
    </>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const action = useOrderAction(order._id);
  const reviewed = useReviewedItems();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const won = (amount: number) => t('price', { amount: formatWon(amount) });
  const cancellable = order.status === 'PENDING_PAYMENT' || order.status === 'PAID';

  const { ask, dialog } = useConfirm();
  const run = async (kind: 'cancel' | 'confirm') => {
    const question = kind === 'cancel' ? { title: t('orders.confirmCancel'), confirmLabel: t('orders.cancel') } : { title: t('orders.confirmReceiptQuestion'), confirmLabel: t('orders.confirmReceipt') };
    if (!(await ask(question))) return;
    setMessage(null);
    try {
      await action.mutateAsync(kind);
      setMessage({ tone: 'success', text: kind === 'cancel' ? t('orders.cancelled') : t('orders.receiptConfirmed') });
    } catch (error) {
      setMessage({ tone: 'error', text: failureMessage(error, t, locale) });
    }
    heading.current?.focus();
  };

  return (
    <div className={styles.stack}>
      {dialog}
      <div className={styles.cardHead}>
        <h1 ref={heading} tabIndex={-1}>{t('orders.number', { id: order._id })}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <section className={styles.panel} aria-labelledby="order-items">
        <h2 id="order-items">{t('orders.items')}</h2>
        <ul className={styles.list}>
          {order.items.map((item) => (
            <li key={item._id} className={styles.card}>
              <div className={styles.cardHead}>
                <h3 className={styles.cardTitle}>{item.title}</h3>
                {item.step && <span className={styles.hint}>{t('purchases.itemStep', { step: t(`purchases.step.${item.step}`) })}</span>}
                {item.refundState && <span className={styles.hint}>{t(`refund.itemState.${item.refundState}`)}</span>}
              </div>
              <p className={styles.hint}>{t('common.option', { size: item.size, colour: item.colour })} × {item.quantity} · {won(item.unitPrice * item.quantity)}</p>
              {item.carrier && item.trackingNumber && <p>{t('orders.tracking', { carrier: item.carrier, number: item.trackingNumber })}</p>}
              {order.status === 'CONFIRMED' && reviewed.data && (
                reviewed.data.has(item._id) ? (
                  <p className={styles.hint}>{t('orders.reviewed')}</p>
                ) : reviewing === item._id ? (
                  <ReviewForm orderItemId={item._id} title={item.title} onDone={(text) => { setReviewing(null); setMessage({ tone: 'success', text }); heading.current?.focus(); }} />
                ) : (
                  <p><Button variant="secondary" onClick={() => setReviewing(item._id)} aria-label={`${t('orders.review')}: ${item.title}`}>{t('orders.review')}</Button></p>
                )
              )}
            </li>
          ))}
        </ul>
        <dl className={styles.summary}>
          <dt>{t('checkout.itemsTotal')}</dt><dd>{won(order.itemsTotal)}</dd>
          <dt>{t('checkout.shippingTotal')}</dt><dd>{won(order.shippingTotal)}</dd>
          {order.discount > 0 && <><dt>{t('checkout.discount')}</dt><dd>−{won(order.discount)}</dd></>}
          {order.pointsUsed > 0 && <><dt>{t('checkout.pointsUsed')}</dt><dd>−{won(order.pointsUsed)}</dd></>}
          <dt className={styles.total}>{t('checkout.total')}</dt><dd className={styles.total}>{won(order.total)}</dd>
          {(order.refundedTotal > 0 || order.refundedPoints > 0) && <><dt>{t('refund.refundedTotal')}</dt><dd>{won(order.refundedTotal)}{order.refundedPoints > 0 ? ` + ${t('refund.points', { points: formatWon(order.refundedPoints) })}` : ''}</dd></>}
        </dl>
      </section>
      <RefundSection order={order} onDone={(text) => { setMessage({ tone: 'success', text }); heading.current?.focus(); }} />
      <section className={styles.panel} aria-labelledby="order-payment">
        <h2 id="order-payment">{t('orders.payment')}</h2>
        <p>{t(`payment.${order.paymentMethod}`)}</p>
        {order.deposit && order.status === 'PENDING_PAYMENT' && (
          <dl className={styles.deposit}>
            <dt>{t('result.bank')}</dt><dd>{order.deposit.bank}</dd>
            <dt>{t('result.account')}</dt><dd>{order.deposit.accountNumber}</dd>
            <dt>{t('result.holder')}</dt><dd>{order.deposit.holder}</dd>
            <dt>{t('result.amount')}</dt><dd>{won(order.deposit.amount)}</dd>
            <dt>{t('result.deadline')}</dt><dd>{seoulDateTime(order.deposit.deadline)} (KST)</dd>
          </dl>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="order-delivery">
        <h2 id="order-delivery">{t('orders.delivery')}</h2>
        {order.pickupSite ? (
          <p>{t('checkout.pickupAt', { site: t(`sites.${order.pickupSite}`) })}</p>
        ) : order.address?.kind === 'KR' ? (
          <p>{order.address.recipient} · ({order.address.postcode}) {order.address.roadAddress} {order.address.detail}</p>
        ) : order.address ? (
          <p>{order.address.recipient} · {order.address.lines}, {order.address.city} {order.address.postcode}, {order.address.country}</p>
        ) : null}
      </section>
      <section className={styles.panel} aria-labelledby="order-history">
        <h2 id="order-history">{t('orders.history')}</h2>
        <ol className={styles.history}>
          {order.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={entry.at}>{seoulDateTime(entry.at)}</time>
              <span>{entry.step ? t('purchases.itemStep', { step: t(`purchases.step.${entry.step}`) }) : t(`status.${entry.status}`)}</span>
              {entry.note && <span className={styles.hint}>{entry.note}</span>}
            </li>
          ))}
        </ol>
        {order.cancelReason && <p>{t('orders.cancelReason', { reason: order.cancelReason })}</p>}
        <p className={styles.hint}>{t('orders.orderedAt')} {formatDate(order.createdAt)}</p>
      </section>
      <div className={styles.actions}>
        {cancellable && <Button variant="secondary" disabled={action.isPending} onClick={() => void run('cancel')}>{t('orders.cancel')}</Button>}
        {order.status === 'DELIVERED' && <Button disabled={action.isPending} onClick={() => void run('confirm')}>{t('orders.confirmReceipt')}</Button>}
      </div>
      {cancellable && <p className={styles.hint}>{t('orders.cancelNote')}</p>}
    </div>
  );
}
