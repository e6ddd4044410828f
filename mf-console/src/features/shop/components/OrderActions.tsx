import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useOrderAction } from '../api/orders.ts';
import { useWon } from './cells.tsx';
import { SHOP_NAMESPACE } from '../i18n/translations.ts';
import styles from '../../../components/components.module.css';
import own from './shop.module.css';

/** Statuses staff may still cancel from: nothing has shipped. */
const CANCELLABLE = ['PENDING_PAYMENT', 'PAID', 'PREPARING'] as const;
const REASON_MAX = 200;

/**
 * The deposit arrived (asked first, with the amount to look for in the account), or the order is
 * cancelled with a reason the buyer reads. A paid order's money goes back by hand: the dialog says so.
 */
export function OrderActions({ order, name }: { order: Order; name: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const won = useWon();
  const action = useOrderAction(order._id);
  const [asking, setAsking] = useState<'deposit' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [notice, setNotice] = useState('');
  const noticeBox = useRef<HTMLParagraphElement>(null);
  const reasonId = useId();

  const done = (message: string) => {
    setAsking(null);
    setNotice(message);
    requestAnimationFrame(() => noticeBox.current?.focus());
  };
  const confirm = () => {
    if (asking === 'deposit') {
      action.mutate({ action: 'deposit' }, { onSuccess: () => done(t('orders.depositDone', { name })) });
      return;
    }
    const trimmed = reason.trim();
    if (!trimmed || trimmed.length > REASON_MAX) {
      setReasonError(trimmed ? t('orders.reasonTooLong', { max: REASON_MAX }) : t('orders.reasonRequired'));
      return;
    }
    setReasonError('');
    action.mutate({ action: 'cancel', reason: trimmed }, { onSuccess: () => done(t('orders.cancelDone', { name })) });
  };
  const open = (which: 'deposit' | 'cancel') => {
    action.reset();
    setReason('');
    setReasonError('');
    setAsking(which);
  };

  const awaitingDeposit = order.status === 'PENDING_PAYMENT' && order.paymentMethod === 'BANK_DEPOSIT';
  const cancellable = (CANCELLABLE as readonly string[]).includes(order.status);
  return (
    <div className={own.panel}>
      <h2 id="order-actions-title">{t('orders.actions')}</h2>
      <p ref={noticeBox} tabIndex={-1} role="status" className={styles.notice}>
        {notice}
      </p>
      <div className={own.actions} role="group" aria-labelledby="order-actions-title">
        {awaitingDeposit && (
          <button type="button" className={styles.primaryButton} onClick={() => open('deposit')}>
            {t('orders.confirmDeposit')}
          </button>
        )}
        {cancellable && (
          <button type="button" className={styles.dangerButton} onClick={() => open('cancel')}>
            {t('orders.cancel')}
          </button>
        )}
        {!awaitingDeposit && !cancellable && <p className={styles.hint}>{t('orders.nothingToDo')}</p>}
      </div>
      <p className={styles.hint}>{t('orders.refundNote')}</p>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'deposit' ? t('orders.confirmDepositTitle', { name }) : t('orders.cancelTitle', { name })}
        confirmLabel={asking === 'deposit' ? t('orders.confirmDeposit') : t('orders.cancel')}
        busy={action.isPending}
        error={action.isError ? errorMessage(action.error) : undefined}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking === 'deposit' && <p>{t('orders.confirmDepositBody', { amount: won(order.total), holder: order.deposit?.holder ?? '' })}</p>}
        {asking === 'cancel' && (
          <>
            <p>{order.paidAt ? t('orders.cancelPaidBody', { amount: won(order.total) }) : t('orders.cancelBody')}</p>
            <div className={styles.field}>
              <label htmlFor={reasonId} className={styles.label}>
                {t('orders.cancelReason')}
                <span className={styles.required} aria-hidden="true"> *</span>
              </label>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={REASON_MAX}
                required
                value={reason}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
              {reasonError && (
                <p id={`${reasonId}-error`} role="alert" className={styles.error}>
                  {reasonError}
                </p>
              )}
            </div>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
