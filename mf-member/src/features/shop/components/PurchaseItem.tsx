import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemStepInput, type ItemStep, type Purchase } from '@centre/contracts';
import { Button, formatDate, useLocale, useConfirm } from '@centre/platform';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useStepItem } from '../api/shop.ts';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { RefundDecision } from './RefundDecision.tsx';
import { formatWon } from './won.ts';
import styles from './shop.module.css';

// The server's own rules for the two fields (the contract's schema).
const { pattern: trackingPattern } = ItemStepInput.properties.trackingNumber as unknown as { pattern: string };
const { maxLength: CARRIER_MAX } = ItemStepInput.properties.carrier as unknown as { maxLength: number };
const TRACKING = new RegExp(trackingPattern);

/** One item bought from the seller: where it goes, and the next step (prepare, ship with tracking, delivered). */
export function PurchaseItem({ purchase, announce }: { purchase: Purchase; announce: (text: string, tone: 'error' | 'success') => void }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const step = useStepItem();
  const ids = { carrier: useId(), tracking: useId() };
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; tracking?: string }>({});
  const { item, address, pickupSite } = purchase;
  const paid = ['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED'].includes(purchase.orderStatus);

  const { ask, dialog } = useConfirm();
  const move = async (next: ItemStep, extra: { carrier?: string; trackingNumber?: string } = {}) => {
    try {
      await step.mutateAsync({ orderId: purchase.orderId, itemId: item._id, input: { step: next, ...extra } });
      announce(t('purchases.stepped', { step: t(`purchases.step.${next}`) }), 'success');
    } catch (error) {
      announce(failureMessage(error, t, locale), 'error');
    }
  };
  const ship = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(carrier.trim() ? {} : { carrier: t('purchases.carrierRequired') }),
      ...(TRACKING.test(tracking.trim()) ? {} : { tracking: t('purchases.trackingInvalid') }),
    };
    setErrors(found);
    if (found.carrier) document.getElementById(ids.carrier)?.focus();
    else if (found.tracking) document.getElementById(ids.tracking)?.focus();
    else void move('SHIPPED', { carrier: carrier.trim(), trackingNumber: tracking.trim() });
  };

  return (
    <li className={styles.card}>
      {dialog}
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{item.title} <span className={styles.hint}>{t('common.option', { size: item.size, colour: item.colour })} {t('purchases.quantity', { count: item.quantity })}</span></h2>
        <OrderStatusBadge status={purchase.orderStatus} />
      </div>
      <p className={styles.hint}>{t('purchases.order', { id: purchase.orderId })} · {t('purchases.orderedAt', { date: formatDate(purchase.orderedAt) })} · {t('price', { amount: formatWon(item.unitPrice * item.quantity) })}</p>
      {item.step && <p>{t('purchases.itemStep', { step: t(`purchases.step.${item.step}`) })}{item.trackingNumber ? ` — ${item.carrier ?? ''} ${item.trackingNumber}` : ''}</p>}
      {paid && (pickupSite ? (
        <p>{t('purchases.pickupAt', { site: t(`sites.${pickupSite}`) })}</p>
      ) : address ? (
        <p>{t('purchases.address')}: {address.recipient}, {address.kind === 'KR' ? `(${address.postcode}) ${address.roadAddress} ${address.detail}` : `${address.lines}, ${address.city} ${address.postcode}, ${address.country}`}</p>
      ) : null)}
      {purchase.orderStatus === 'PENDING_PAYMENT' && <p className={styles.hint}>{t('purchases.awaitingPayment')}</p>}
      {item.refundState && <p><strong>{t(`refund.itemState.${item.refundState}`)}</strong></p>}
      {purchase.orderStatus === 'REFUND_REQUESTED' && item.refundState === 'REQUESTED' && <RefundDecision purchase={purchase} announce={announce} />}
      {paid && item.refundState === null && (item.step === null || item.step === 'PREPARING') && (
        <div className={styles.itemActions}>
          {item.step === null && <p><Button variant="secondary" disabled={step.isPending} onClick={() => void move('PREPARING')}>{t('purchases.prepare')}</Button></p>}
          <form className={styles.toolbar} onSubmit={ship} noValidate aria-label={`${t('purchases.ship')}: ${item.title}`}>
            <div className={styles.inlineField}>
              <label htmlFor={ids.carrier}>{t('purchases.carrier')}</label>
              <input id={ids.carrier} value={carrier} maxLength={CARRIER_MAX} aria-invalid={errors.carrier ? true : undefined} aria-describedby={errors.carrier ? `${ids.carrier}-error` : undefined} onChange={(event) => setCarrier(event.target.value)} />
              {errors.carrier && <p id={`${ids.carrier}-error`} className={styles.fieldError}>{errors.carrier}</p>}
            </div>
            <div className={styles.inlineField}>
              <label htmlFor={ids.tracking}>{t('purchases.trackingNumber')}</label>
              <input id={ids.tracking} value={tracking} maxLength={40} aria-invalid={errors.tracking ? true : undefined} aria-describedby={errors.tracking ? `${ids.tracking}-error` : undefined} onChange={(event) => setTracking(event.target.value)} />
              {errors.tracking && <p id={`${ids.tracking}-error`} className={styles.fieldError}>{errors.tracking}</p>}
            </div>
            <Button type="submit" disabled={step.isPending}>{t('purchases.ship')}</Button>
          </form>
        </div>
      )}
      {paid && item.refundState === null && item.step === 'SHIPPED' && (
        <p>
          <Button variant="secondary" disabled={step.isPending} onClick={() => void ask({ title: t('purchases.confirmDeliver'), confirmLabel: t('purchases.deliver') }).then((yes) => { if (yes) void move('DELIVERED'); })}>{t('purchases.deliver')}</Button>
        </p>
      )}
    </li>
  );
}
