import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paysThroughProvider, type Order } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ResourceCell } from '../../../components/ResourceCell.tsx';
import { useRefundDecision } from '../api/orders.ts';
import { useWon } from './cells.tsx';
import { SHOP_NAMESPACE } from '../i18n/translations.ts';
import styles from '../../../components/components.module.css';
import own from './shop.module.css';

const NOTE_MAX = 200;

/**
 * The buyer's withdrawals (청약철회) of an order: each request with its items, reason and what came
 * back; the open one approved (a deduction such as the return's shipping, and a note the buyer
 * reads) or refused with a reason. A card is refunded through the provider at once; a deposit is
 * returned by the staff's transfer to the account the buyer gave, which the dialog shows.
 */
export function RefundPanel({ order, name }: { order: Order; name: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const won = useWon();
  const decide = useRefundDecision(order._id);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [deduction, setDeduction] = useState('0');
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [notice, setNotice] = useState('');
  const noticeBox = useRef<HTMLParagraphElement>(null);
  const ids = { deduction: useId(), text: useId() };
  if (order.refunds.length === 0) return null;
  const open = order.refunds.find((refund) => refund.status === 'REQUESTED');
  const titles = (itemIds: string[]) => itemIds.map((id) => order.items.find((item) => item._id === id)?.title ?? '').join(', ');

  const start = (which: 'approve' | 'reject') => {
    decide.reset();
    setDeduction('0');
    setText('');
    setFieldError('');
    setAsking(which);
  };
  const confirm = () => {
    const trimmed = text.trim();
    if (asking === 'approve') {
      const amount = Number(deduction.trim());
      if (!/^\d{1,10}$/.test(deduction.trim()) || (open && amount > open.value)) {
        setFieldError(t('refunds.deductionInvalid', { max: won(open?.value ?? 0) }));
        return;
      }
      setFieldError('');
      decide.mutate({ decision: 'approve', deduction: amount, note: trimmed }, { onSuccess: () => done(t('refunds.approvedDone', { name })) });
      return;
    }
    if (!trimmed) {
      setFieldError(t('orders.reasonRequired'));
      return;
    }
    setFieldError('');
    decide.mutate({ decision: 'reject', reason: trimmed }, { onSuccess: () => done(t('refunds.rejectedDone', { name })) });
  };
  const done = (message: string) => {
    setAsking(null);
    setNotice(message);
    requestAnimationFrame(() => noticeBox.current?.focus());
  };

  return (
    <div className={own.panel}>
      <h2 id="order-refunds-title">{t('refunds.title')}</h2>
      <p ref={noticeBox} tabIndex={-1} role="status" className={styles.notice}>
        {notice}
      </p>
      <ul className={own.refundList}>
        {order.refunds.map((refund) => (
          <li key={refund._id}>
            <p>
              <strong>{t(`refunds.status.${refund.status}`)}</strong> · {titles(refund.itemIds)} · {t('refunds.value', { amount: won(refund.value) })}
            </p>
            <p>{t('refunds.reason', { reason: refund.reason })}</p>
            <p className={styles.hint}>
              {t('refunds.requestedAt')} <ResourceCell value={refund.requestedAt} kind="datetime" />
            </p>
            {refund.refundAccount && <p>{t('refunds.account', { bank: refund.refundAccount.bank, account: refund.refundAccount.accountNumber, holder: refund.refundAccount.holder })}</p>}
            {refund.status === 'APPROVED' && <p>{t('refunds.given', { amount: won(refund.refundedAmount), points: won(refund.refundedPoints), deduction: won(refund.deduction) })}</p>}
            {refund.decisionNote && <p className={styles.hint}>{t('refunds.note', { note: refund.decisionNote })}</p>}
          </li>
        ))}
      </ul>
      {open && (
        <div className={own.actions} role="group" aria-labelledby="order-refunds-title">
          <button type="button" className={styles.primaryButton} onClick={() => start('approve')}>
            {t('refunds.approve')}
          </button>
          <button type="button" className={styles.dangerButton} onClick={() => start('reject')}>
            {t('refunds.reject')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null && open !== undefined}
        title={asking === 'approve' ? t('refunds.approveTitle', { name }) : t('refunds.rejectTitle', { name })}
        confirmLabel={asking === 'approve' ? t('refunds.approve') : t('refunds.reject')}
        busy={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : undefined}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking === 'approve' && open && (
          <p>
            {paysThroughProvider(order.paymentMethod)
              ? t('refunds.approveCard', { amount: won(open.value) })
              : t('refunds.approveDeposit', { amount: won(open.value), bank: open.refundAccount?.bank ?? '', account: open.refundAccount?.accountNumber ?? '', holder: open.refundAccount?.holder ?? '' })}
          </p>
        )}
        {asking === 'approve' && (
          <div className={styles.field}>
            <label htmlFor={ids.deduction} className={styles.label}>
              {t('refunds.deduction')}
            </label>
            <input
              id={ids.deduction}
              inputMode="numeric"
              maxLength={10}
              value={deduction}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${ids.deduction}-error` : undefined}
              onChange={(event) => setDeduction(event.target.value)}
            />
            {fieldError && (
              <p id={`${ids.deduction}-error`} role="alert" className={styles.error}>
                {fieldError}
              </p>
            )}
          </div>
        )}
        {asking !== null && (
          <div className={styles.field}>
            <label htmlFor={ids.text} className={styles.label}>
              {asking === 'approve' ? t('refunds.noteLabel') : t('refunds.rejectReason')}
              {asking === 'reject' && (
                <span className={styles.required} aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
            <textarea
              id={ids.text}
              rows={3}
              maxLength={NOTE_MAX}
              required={asking === 'reject'}
              value={text}
              aria-invalid={asking === 'reject' && fieldError ? true : undefined}
              aria-describedby={asking === 'reject' && fieldError ? `${ids.text}-error` : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {asking === 'reject' && fieldError && (
              <p id={`${ids.text}-error`} role="alert" className={styles.error}>
                {fieldError}
              </p>
            )}
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
