import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { seoulDateTime, RefundAccount, RefundRequestInput, type Order } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useRequestRefund } from '../api/shop.ts';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import { formatWon } from './won.ts';
import styles from './shop.module.css';

const REASON_MAX = (RefundRequestInput.properties.reason as unknown as { maxLength: number }).maxLength;
const ACCOUNT_PATTERN = new RegExp((RefundAccount.properties.accountNumber as unknown as { pattern: string }).pattern);
const WITHDRAWABLE = ['PREPARING', 'SHIPPED', 'DELIVERED'];

/**
 * Withdrawal (청약철회) from the buyer's order: the requests so far with what came back, and — while
 * the order may still be withdrawn (on its way, or within 7 days of delivery) — a form to choose
 * items, give a reason and, for a deposit, the account to return it to.
 */
export function RefundSection({ order, onDone }: { order: Order; onDone: (text: string) => void }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const request = useRequestRefund(order._id);
  const ids = { reason: useId(), bank: useId(), account: useId(), holder: useId(), items: useId() };
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [account, setAccount] = useState({ bank: '', accountNumber: '', holder: '' });
  const [errors, setErrors] = useState<Partial<Record<'items' | 'reason' | 'bank' | 'account' | 'holder', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const won = (amount: number) => t('price', { amount: formatWon(amount) });
  const openItems = order.items.filter((item) => item.refundState === null);
  const inPeriod = order.withdrawUntil === null || Date.now() <= Date.parse(order.withdrawUntil);
  const canAsk = WITHDRAWABLE.includes(order.status) && inPeriod && openItems.length > 0;
  const byDeposit = order.paymentMethod === 'BANK_DEPOSIT';
  if (order.refunds.length === 0 && !canAsk) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {
      ...(chosen.length > 0 ? {} : { items: t('refund.itemsRequired') }),
      ...(reason.trim() ? {} : { reason: t('refund.reasonRequired', { max: REASON_MAX }) }),
      ...(byDeposit && !account.bank.trim() ? { bank: t('refund.bankRequired') } : {}),
      ...(byDeposit && !ACCOUNT_PATTERN.test(account.accountNumber.trim()) ? { account: t('refund.accountInvalid') } : {}),
      ...(byDeposit && !account.holder.trim() ? { holder: t('refund.holderRequired') } : {}),
    };
    setErrors(found);
    const first = (['items', 'reason', 'bank', 'account', 'holder'] as const).find((field) => found[field]);
    if (first) {
      const target = first === 'items' ? document.querySelector<HTMLInputElement>(`#${CSS.escape(ids.items)} input`) : document.getElementById(ids[first]);
      target?.focus();
      return;
    }
    setFailure(null);
    try {
      await request.mutateAsync({
        itemIds: chosen,
        reason: reason.trim(),
        ...(byDeposit ? { refundAccount: { bank: account.bank.trim(), accountNumber: account.accountNumber.trim(), holder: account.holder.trim() } } : {}),
      });
      setOpen(false);
      setChosen([]);
      setReason('');
      onDone(t('refund.sent'));
    } catch (error) {
      setFailure(failureMessage(error, t, locale));
    }
  };

  const field = (name: 'bank' | 'account' | 'holder', value: string, onChange: (text: string) => void, maxLength: number) => (
    <div className={styles.inlineField}>
      <label htmlFor={ids[name]}>{t(`refund.${name}`)}</label>
      <input id={ids[name]} value={value} maxLength={maxLength} required aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `${ids[name]}-error` : undefined} onChange={(event) => onChange(event.target.value)} />
      {errors[name] && <p id={`${ids[name]}-error`} className={styles.fieldError}>{errors[name]}</p>}
    </div>
  );

  return (
    <section className={styles.panel} aria-labelledby="order-refunds">
      <h2 id="order-refunds">{t('refund.title')}</h2>
      {order.refunds.length > 0 && (
        <ul className={styles.list}>
          {order.refunds.map((refund) => (
            <li key={refund._id} className={styles.card}>
              <p>
                <strong>{t(`refund.status.${refund.status}`)}</strong> · {refund.itemIds.map((id) => order.items.find((item) => item._id === id)?.title ?? '').join(', ')}
              </p>
              <p className={styles.hint}>{t('refund.reasonGiven', { reason: refund.reason })} · {seoulDateTime(refund.requestedAt)} (KST)</p>
              {refund.status === 'APPROVED' && (
                <p>{t('refund.given', { amount: won(refund.refundedAmount), points: formatWon(refund.refundedPoints) })}{refund.deduction > 0 ? ` ${t('refund.deducted', { amount: won(refund.deduction) })}` : ''}</p>
              )}
              {refund.decisionNote && <p className={styles.hint}>{t('refund.note', { note: refund.decisionNote })}</p>}
            </li>
          ))}
        </ul>
      )}
      {canAsk && (
        <>
          <p className={styles.hint}>{order.withdrawUntil ? t('refund.until', { date: `${seoulDateTime(order.withdrawUntil)} (KST)` }) : t('refund.beforeDelivery')}</p>
          {!open ? (
            <p><Button variant="secondary" onClick={() => setOpen(true)}>{t('refund.open')}</Button></p>
          ) : (
            <form className={styles.itemActions} onSubmit={(event) => void submit(event)} noValidate aria-label={t('refund.open')}>
              <fieldset id={ids.items} aria-describedby={errors.items ? `${ids.items}-error` : undefined}>
                <legend>{t('refund.items')}</legend>
                {openItems.map((item) => (
                  <label key={item._id} className={styles.checkRow}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(item._id)}
                      onChange={(event) => setChosen((now) => (event.target.checked ? [...now, item._id] : now.filter((id) => id !== item._id)))}
                    />{' '}
                    {item.title} ({t('common.option', { size: item.size, colour: item.colour })} × {item.quantity})
                  </label>
                ))}
              </fieldset>
              {errors.items && <p id={`${ids.items}-error`} className={styles.fieldError}>{errors.items}</p>}
              <div className={styles.inlineField}>
                <label htmlFor={ids.reason}>{t('refund.reason')}</label>
                <textarea id={ids.reason} value={reason} maxLength={REASON_MAX} required aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? `${ids.reason}-error` : undefined} onChange={(event) => setReason(event.target.value)} />
                {errors.reason && <p id={`${ids.reason}-error`} className={styles.fieldError}>{errors.reason}</p>}
              </div>
              {byDeposit && (
                <fieldset>
                  <legend>{t('refund.accountTitle')}</legend>
                  {field('bank', account.bank, (bank) => setAccount((now) => ({ ...now, bank })), 50)}
                  {field('account', account.accountNumber, (accountNumber) => setAccount((now) => ({ ...now, accountNumber })), 30)}
                  {field('holder', account.holder, (holder) => setAccount((now) => ({ ...now, holder })), 50)}
                </fieldset>
              )}
              <p className={styles.hint}>{t('refund.rule')}</p>
              {failure && <FormAlert>{failure}</FormAlert>}
              <div className={styles.actions}>
                <Button type="submit" disabled={request.isPending}>{t('refund.submit')}</Button>
                <Button type="button" variant="secondary" onClick={() => setOpen(false)}>{t('refund.close')}</Button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
