import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paysThroughProvider, type Cart, type OrderQuote, type PaymentMethodsAnswer, type ShopPaymentMethod } from '@centre/contracts';
import { Button, errorResponseOf, useLocale } from '@centre/platform';
import { AppLink } from '../../../components/cross-app/AppLink.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { quoteOrder, useIssuedCoupons, usePlaceOrder } from '../api/shop.ts';
import { IssuedCouponPicker } from './IssuedCoupons.tsx';
import { checkoutGroupsOf, type CheckoutGroup } from '../checkout-groups.ts';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import { AddressFields, addressOf, addressResolver, EMPTY_ADDRESS, type AddressValues } from './AddressFields.tsx';
import { formatWon } from './won.ts';
import { paymentMethodLabel } from './payment-method-label.ts';
import styles from './shop.module.css';

type QuoteState = { status: 'loading' } | { status: 'ready'; quote: OrderQuote } | { status: 'error'; message: string };

/** The group to order, where it goes, coupon and points, the server's total, and the order itself. */
export function CheckoutForm({ cart, pointsBalance, payment }: { cart: Cart; pointsBalance: number; payment: PaymentMethodsAnswer }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const ids = { coupon: useId(), couponError: useId(), points: useId(), pointsError: useId() };
  const groups = checkoutGroupsOf(cart).filter((group) => group.items.length > 0 || group.blocked.length > 0);
  const [groupId, setGroupId] = useState(groups.find((group) => group.items.length > 0)?.id ?? '');
  const group = groups.find((candidate) => candidate.id === groupId);
  const itemIds = (group?.items ?? []).map((item) => item._id);
  const issuedCoupons = useIssuedCoupons();
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [pointsInput, setPointsInput] = useState('0');
  const points = Number(pointsInput);
  const pointsValid = /^\d+$/.test(pointsInput.trim()) && points <= pointsBalance;
  const [quote, setQuote] = useState<QuoteState>({ status: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<ShopPaymentMethod>('BANK_DEPOSIT');
  const [attempt, setAttempt] = useState(0);
  const place = usePlaceOrder();
  const form = useForm<AddressValues>({ resolver: addressResolver, defaultValues: EMPTY_ADDRESS });
  const kind = form.watch('kind');
  const itemsKey = itemIds.join(',');

  useEffect(() => {
    if (!itemsKey || !pointsValid) return;
    let cancelled = false;
    setQuote({ status: 'loading' });
    quoteOrder({ itemIds: itemsKey.split(','), points, ...(coupon ? { couponCode: coupon } : {}) }).then(
      (answer) => !cancelled && setQuote({ status: 'ready', quote: answer }),
      (error: unknown) => {
        if (cancelled) return;
        const code = errorResponseOf(error)?.code ?? '';
        if (coupon && code.startsWith('COUPON')) {
          // The coupon is why: said at the coupon field, and the total shown without it.
          setCouponError(failureMessage(error, t, locale));
          setCoupon(null);
          return;
        }
        setQuote({ status: 'error', message: t('checkout.quoteFailed', { message: failureMessage(error, t, locale) }) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [itemsKey, coupon, points, pointsValid, attempt, t, locale]);

  if (groups.length === 0 || !group) {
    return (
      <>
        <p>{t('checkout.empty')}</p>
        <p><AppLink href="/shop/cart" className={styles.secondaryLink}>{t('checkout.toCart')}</AppLink></p>
      </>
    );
  }

  const applyCoupon = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    setCouponError(null);
    setCoupon(couponInput.trim() ? couponInput.trim() : null);
  };

  const order = async (address: AddressValues | null) => {
    if (quote.status !== 'ready' || !pointsValid) return;
    setFailure(null);
    try {
      const placed = await place.mutateAsync({
        itemIds,
        address: group.pickupSite ? null : address && addressOf(address),
        pickupSite: group.pickupSite,
        paymentMethod,
        points,
        expectedTotal: quote.quote.total,
        ...(coupon ? { couponCode: coupon } : {}),
      });
      void navigate(paysThroughProvider(placed.paymentMethod) ? `/shop/checkout/card/${placed._id}` : `/shop/checkout/complete/${placed._id}`);
    } catch (error) {
      const body = errorResponseOf(error) as { code?: string; total?: string } | null;
      if (body?.code === 'PRICE_CHANGED') {
        setFailure(t('checkout.priceChanged', { total: formatWon(Number(body.total ?? 0)) }));
        setAttempt((n) => n + 1);
      } else {
        setFailure(failureMessage(error, t, locale));
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (group.pickupSite) {
      void order(null);
      return;
    }
    const element = event.currentTarget as HTMLFormElement;
    void form.handleSubmit((values) => order(values), () => {
      setFailure(t('checkout.fixErrors'));
      focusFirstError(element);
    })(event);
  };

  return (
    <form className={styles.layout} onSubmit={submit} noValidate>
      <div className={styles.stack}>
        {groups.length > 1 && (
          <fieldset className={`${styles.panel} ${styles.radios}`}>
            <legend>{t('checkout.group')}</legend>
            <p className={styles.hint}>{t('checkout.groupHint')}</p>
            {groups.map((candidate) => (
              <label key={candidate.id}>
                <input type="radio" name="group" value={candidate.id} checked={candidate.id === groupId} disabled={candidate.items.length === 0} onChange={() => setGroupId(candidate.id)} />
                {candidate.pickupSite ? t('checkout.groupPickup', { site: t(`sites.${candidate.pickupSite}`), count: candidate.items.length }) : t('checkout.groupDelivered', { count: candidate.items.length })}
              </label>
            ))}
          </fieldset>
        )}
        <GroupItems group={group} />
        <section className={styles.panel} aria-labelledby="checkout-destination">
          <h2 id="checkout-destination">{group.pickupSite ? t('checkout.pickup') : t('checkout.address')}</h2>
          {group.pickupSite ? <p>{t('checkout.pickupAt', { site: t(`sites.${group.pickupSite}`) })}</p> : <AddressFields kind={kind} register={form.register} errors={form.formState.errors} />}
        </section>
        <section className={styles.panel} aria-labelledby="checkout-discounts">
          <h2 id="checkout-discounts">{t('checkout.discounts')}</h2>
          <IssuedCouponPicker
            coupons={issuedCoupons.data ?? []}
            value={coupon}
            onPick={(code) => {
              setCouponError(null);
              setCouponInput(code ?? '');
              setCoupon(code);
            }}
          />
          <div className={styles.inlineField}>
            <label htmlFor={ids.coupon}>{t('checkout.coupon')}</label>
            <div className={styles.actions}>
              <input
                id={ids.coupon}
                value={couponInput}
                maxLength={40}
                autoCapitalize="characters"
                aria-invalid={couponError ? true : undefined}
                aria-describedby={couponError ? ids.couponError : undefined}
                onChange={(event) => setCouponInput(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') applyCoupon(event);
                }}
              />
              <Button variant="secondary" onClick={() => applyCoupon()}>{t('checkout.couponApply')}</Button>
              {coupon && <Button variant="secondary" onClick={() => { setCoupon(null); setCouponInput(''); }}>{t('checkout.couponRemove')}</Button>}
            </div>
            <p id={ids.couponError} className={couponError ? styles.fieldError : styles.hint} role="status">
              {couponError ?? (coupon && quote.status === 'ready' ? t('checkout.couponApplied', { code: coupon.toUpperCase() }) : '')}
            </p>
          </div>
          <div className={styles.inlineField}>
            <label htmlFor={ids.points}>{t('checkout.points')}</label>
            <input
              id={ids.points}
              inputMode="numeric"
              value={pointsInput}
              aria-invalid={pointsValid ? undefined : true}
              aria-describedby={`${ids.points}-hint ${ids.pointsError}`}
              onChange={(event) => setPointsInput(event.target.value)}
            />
            <p id={`${ids.points}-hint`} className={styles.hint}>{t('checkout.pointsBalance', { balance: formatWon(pointsBalance) })}</p>
            <p id={ids.pointsError} className={styles.fieldError}>{pointsValid ? '' : t('checkout.pointsInvalid')}</p>
          </div>
        </section>
        <fieldset className={`${styles.panel} ${styles.radios}`}>
          <legend>{t('checkout.paymentMethod')}</legend>
          {payment.methods.map((method) => (
            <label key={method}>
              <input type="radio" name="payment" value={method} checked={paymentMethod === method} onChange={() => setPaymentMethod(method)} />
              {paymentMethodLabel(t, method, payment.cardTestMode)}
            </label>
          ))}
        </fieldset>
      </div>
      <aside className={styles.panel} aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{t('checkout.summary')}</h2>
        <Summary quote={quote} />
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" disabled={quote.status !== 'ready' || !pointsValid || place.isPending}>{place.isPending ? t('checkout.placing') : t('checkout.place')}</Button>
      </aside>
    </form>
  );
}

function GroupItems({ group }: { group: CheckoutGroup }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  return (
    <section className={styles.panel} aria-labelledby="checkout-items">
      <h2 id="checkout-items">{t('checkout.items')}</h2>
      <ul className={styles.lines}>
        {group.items.map((item) => (
          <li key={item._id} className={styles.line}>
            <span>{item.title} · {t('common.option', { size: item.size, colour: item.colour })} × {item.quantity}</span>
            <span>{t('price', { amount: formatWon(item.price * item.quantity) })}</span>
          </li>
        ))}
      </ul>
      {group.blocked.map((item) => <p key={item._id} className={styles.fieldError}>{t('checkout.unavailable', { title: item.title })}</p>)}
      <p><AppLink href="/shop/cart">{t('checkout.toCart')}</AppLink></p>
    </section>
  );
}

function Summary({ quote }: { quote: QuoteState }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  if (quote.status === 'loading') return <p role="status">{t('checkout.computing')}</p>;
  if (quote.status === 'error') return <FormAlert>{quote.message}</FormAlert>;
  const { itemsTotal, shippingTotal, discount, pointsUsed, total } = quote.quote;
  const won = (amount: number) => t('price', { amount: formatWon(amount) });
  return (
    <dl className={styles.summary} aria-live="polite">
      <dt>{t('checkout.itemsTotal')}</dt><dd>{won(itemsTotal)}</dd>
      <dt>{t('checkout.shippingTotal')}</dt><dd>{won(shippingTotal)}</dd>
      {discount > 0 && <><dt>{t('checkout.discount')}</dt><dd>−{won(discount)}</dd></>}
      {pointsUsed > 0 && <><dt>{t('checkout.pointsUsed')}</dt><dd>−{won(pointsUsed)}</dd></>}
      <dt className={styles.total}>{t('checkout.total')}</dt><dd className={styles.total} data-testid="checkout-total">{won(total)}</dd>
    </dl>
  );
}
