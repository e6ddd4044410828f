import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RefundRejection, type Purchase } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useDecideRefund } from '../api/shop.ts';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

const REASON_MAX = (RefundRejection.properties.reason as unknown as { maxLength: number }).maxLength;

/**
 * The seller's answer to a withdrawal of their item: approve (asked once more in place, with a
 * deduction such as the return's shipping) or refuse with a reason the buyer reads. A deposit, or
 * items of several sellers, is the centre's to refund: the server says so and the page shows it.
 */
export function RefundDecision({ purchase, announce }: { purchase: Purchase; announce: (text: string, tone: 'error' | 'success') => void }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const decide = useDecideRefund();
  const ids = { deduction: useId(), reason: useId(), title: useId() };
  const [mode, setMode] = useState<'approve' | 'reject' | null>(null);
  const [deduction, setDeduction] = useState('0');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  const close = () => {
    setMode(null);
    setError(null);
    requestAnimationFrame(() => box.current?.querySelector('button')?.focus());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let decision: { approve: { deduction: number } } | { reject: string };
    if (mode === 'approve') {
      if (!/^\d{1,10}$/.test(deduction.trim())) {
        setError(t('sellerRefund.deductionInvalid'));
        document.getElementById(ids.deduction)?.focus();
        return;
      }
      decision = { approve: { deduction: Number(deduction.trim()) } };
    } else {
      if (!reason.trim()) {
        setError(t('sellerRefund.rejectReasonRequired'));
        document.getElementById(ids.reason)?.focus();
        return;
      }
      decision = { reject: reason.trim() };
    }
    setError(null);
    try {
      await decide.mutateAsync({ orderId: purchase.orderId, decision });
      setMode(null);
      announce(t(mode === 'approve' ? 'sellerRefund.approved' : 'sellerRefund.rejected'), 'success');
    } catch (failure) {
      setMode(null);
      announce(failureMessage(failure, t, locale), 'error');
    }
  };

  return (
    <div className={styles.itemActions} ref={box}>
      <p>{t('sellerRefund.asked', { reason: purchase.refundReason ?? '' })}</p>
      {mode === null ? (
        <div className={styles.actions}>
          <Button onClick={() => setMode('approve')}>{t('sellerRefund.approve')}</Button>
          <Button variant="secondary" onClick={() => setMode('reject')}>{t('sellerRefund.reject')}</Button>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={ids.title} className={styles.itemActions}>
          <p id={ids.title}><strong>{mode === 'approve' ? t('sellerRefund.approveTitle') : t('sellerRefund.reject')}</strong></p>
          {mode === 'approve' ? (
            <>
              <p className={styles.hint}>{t('sellerRefund.approveBody')}</p>
              <div className={styles.inlineField}>
                <label htmlFor={ids.deduction}>{t('sellerRefund.deduction')}</label>
                <input id={ids.deduction} inputMode="numeric" value={deduction} maxLength={10} aria-invalid={error ? true : undefined} aria-describedby={error ? `${ids.deduction}-error` : undefined} onChange={(event) => setDeduction(event.target.value)} />
                {error && <p id={`${ids.deduction}-error`} className={styles.fieldError}>{error}</p>}
              </div>
            </>
          ) : (
            <div className={styles.inlineField}>
              <label htmlFor={ids.reason}>{t('sellerRefund.rejectReason')}</label>
              <textarea id={ids.reason} value={reason} maxLength={REASON_MAX} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${ids.reason}-error` : undefined} onChange={(event) => setReason(event.target.value)} />
              {error && <p id={`${ids.reason}-error`} className={styles.fieldError}>{error}</p>}
            </div>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={decide.isPending}>{mode === 'approve' ? t('sellerRefund.approve') : t('sellerRefund.reject')}</Button>
            <Button type="button" variant="secondary" onClick={close}>{t('sellerRefund.cancel')}</Button>
          </div>
        </form>
      )}
    </div>
  );
}
