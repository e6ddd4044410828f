import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LOCATIONS, paysThroughProvider, type MyBid, type PaymentMethodsAnswer, type ShopPaymentMethod } from '@centre/contracts';
import { Button, useLocale, usePageMeta } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { useMyWin, useOrderWin } from '../../../features/bids/api/my-bids.ts';
import { BIDS_NAMESPACE, registerBidsTranslations } from '../../../features/bids/i18n/translations.ts';
import { usePaymentMethods } from '../../../features/shop/api/shop.ts';
import { AddressFields, addressOf, addressResolver, EMPTY_ADDRESS, type AddressValues } from '../../../features/shop/components/AddressFields.tsx';
import { paymentMethodLabel } from '../../../features/shop/components/payment-method-label.ts';
import { QueryState } from '../../../features/shop/components/QueryState.tsx';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../../features/shop/i18n/translations.ts';
import shopStyles from '../../../features/shop/components/shop.module.css';

void registerBidsTranslations();
void registerShopMemberTranslations();

const grouping = new Intl.NumberFormat('en-US');
const seoulClock = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

/**
 * /mypage/bids/:workId/pay — the winner orders the won work through the shop at the hammer price:
 * delivered or collected, paid by bank deposit or card. The shop's own pages take it from there
 * (the deposit account, or the card window), and my bids shows the win paid once the shop says so.
 */
export default function PayWinPage() {
  const { t } = useTranslation(BIDS_NAMESPACE);
  const { workId = '' } = useParams();
  usePageMeta({ title: t('pay.title') });
  const win = useMyWin(workId);
  const payment = usePaymentMethods();
  return (
    <div className={shopStyles.page}>
      <h1>{t('pay.title')}</h1>
      <QueryState query={win}>
        {({ win: found, serverTime }) =>
          found && found.paymentState === 'UNPAID' && found.paymentDueAt && found.paymentDueAt > serverTime ? (
            <QueryState query={payment}>{(methods) => <PayWinForm win={found} methods={methods} />}</QueryState>
          ) : (
            <>
              <p role="status">{found?.paymentState === 'PAID' ? t('payment.paid') : found ? t('payment.overdue') : t('pay.notWon')}</p>
              <p><Link to="/mypage/bids">{t('pay.back')}</Link></p>
            </>
          )
        }
      </QueryState>
    </div>
  );
}

type Destination = 'DELIVERY' | (typeof LOCATIONS)[number];

function PayWinForm({ win, methods }: { win: MyBid; methods: PaymentMethodsAnswer }) {
  const { t } = useTranslation(BIDS_NAMESPACE);
  const { t: shop } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const order = useOrderWin();
  const [destination, setDestination] = useState<Destination>('DELIVERY');
  const [paymentMethod, setPaymentMethod] = useState<ShopPaymentMethod>(methods.methods[0] ?? 'BANK_DEPOSIT');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressValues>({ resolver: addressResolver, defaultValues: EMPTY_ADDRESS });
  const kind = form.watch('kind');
  const price = win.lot.hammerPrice ?? 0;

  const place = async (address: AddressValues | null) => {
    setFailure(null);
    try {
      const placed = await order.mutateAsync({
        workId: win.work._id,
        address: address && addressOf(address),
        pickupSite: destination === 'DELIVERY' ? null : destination,
        paymentMethod,
      });
      // The shop's own pages: the card window, or the deposit account and deadline.
      void navigate(paysThroughProvider(placed.paymentMethod) && placed.status === 'PENDING_PAYMENT' ? `/shop/checkout/card/${placed._id}` : `/shop/checkout/complete/${placed._id}`);
    } catch (error) {
      setFailure(failureMessage(error, t, locale));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (destination !== 'DELIVERY') {
      void place(null);
      return;
    }
    const element = event.currentTarget as HTMLFormElement;
    void form.handleSubmit((values) => place(values), () => {
      setFailure(shop('checkout.fixErrors'));
      focusFirstError(element);
    })(event);
  };

  return (
    <form className={shopStyles.layout} onSubmit={submit} noValidate>
      <div className={shopStyles.stack}>
        <section className={shopStyles.panel} aria-labelledby="pay-work">
          <h2 id="pay-work">{win.work.title}</h2>
          <dl className={shopStyles.summary}>
            <dt>{t('pay.hammer')}</dt><dd data-testid="hammer-price">{t('won', { amount: grouping.format(price) })}</dd>
            <dt>{t('pay.deadline')}</dt><dd>{seoulClock.format(new Date(win.paymentDueAt!))}</dd>
          </dl>
          <p className={shopStyles.hint}>{t('pay.lead')}</p>
        </section>
        <fieldset className={`${shopStyles.panel} ${shopStyles.radios}`}>
          <legend>{t('pay.destination')}</legend>
          <label><input type="radio" name="destination" checked={destination === 'DELIVERY'} onChange={() => setDestination('DELIVERY')} /> {t('pay.delivery')}</label>
          {LOCATIONS.map((site) => (
            <label key={site}><input type="radio" name="destination" checked={destination === site} onChange={() => setDestination(site)} /> {t('pay.pickupAt', { site: shop(`sites.${site}`) })}</label>
          ))}
        </fieldset>
        {destination === 'DELIVERY' && (
          <section className={shopStyles.panel} aria-labelledby="pay-address">
            <h2 id="pay-address">{shop('checkout.address')}</h2>
            <AddressFields kind={kind} register={form.register} errors={form.formState.errors} />
          </section>
        )}
        <fieldset className={`${shopStyles.panel} ${shopStyles.radios}`}>
          <legend>{shop('checkout.paymentMethod')}</legend>
          {methods.methods.map((method) => (
            <label key={method}>
              <input type="radio" name="payment" value={method} checked={paymentMethod === method} onChange={() => setPaymentMethod(method)} />
              {paymentMethodLabel(shop, method, methods.cardTestMode)}
            </label>
          ))}
        </fieldset>
      </div>
      <aside className={shopStyles.panel} aria-labelledby="pay-summary">
        <h2 id="pay-summary">{t('pay.summary')}</h2>
        <p data-testid="pay-total">{t('pay.total', { amount: grouping.format(price) })}</p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" disabled={order.isPending}>{order.isPending ? t('pay.submitting') : t('pay.submit')}</Button>
        <p><Link to="/mypage/bids">{t('pay.back')}</Link></p>
      </aside>
    </form>
  );
}
