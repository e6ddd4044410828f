import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DEMO_CARD_KEY_PREFIX, paysThroughProvider, seoulDateTime, type Order } from '@centre/contracts';
import { Button, useLocale, usePageMeta } from '@centre/platform';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { failureMessage } from '../../lib/api-failure.ts';
import { useConfirmCardPayment, useOrder, usePaymentMethods } from '../../features/shop/api/shop.ts';
import { QueryState } from '../../features/shop/components/QueryState.tsx';
import { formatWon } from '../../features/shop/components/won.ts';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/**
 * /shop/checkout/card/:id — a card or mobile wallet order waiting for its payment. Back from the provider's window
 * (`?paymentKey=…&amount=…`) the payment is confirmed at once; in the demo, the marked test card
 * stands in for that window. Either way the server confirms with the amount it computed.
 */
export default function CardPaymentPage() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const { id = '' } = useParams();
  const order = useOrder(id);
  const title = order.data?.paymentMethod === 'MOBILE_WALLET' ? t('card.walletTitle') : t('card.title');
  usePageMeta({ title });
  const methods = usePaymentMethods();
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <QueryState query={order}>
        {(placed) => <QueryState query={methods}>{(payment) => <CardPayment order={placed} testMode={payment.cardTestMode} />}</QueryState>}
      </QueryState>
    </div>
  );
}

function CardPayment({ order, testMode }: { order: Order; testMode: boolean }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const confirm = useConfirmCardPayment(order._id);
  const [failure, setFailure] = useState<string | null>(null);
  const returned = useRef(false);

  const pay = async (paymentKey: string, amount: number) => {
    setFailure(null);
    try {
      await confirm.mutateAsync({ paymentKey, amount });
      void navigate(`/shop/checkout/complete/${order._id}`, { replace: true });
    } catch (error) {
      setFailure(t('card.failed', { message: failureMessage(error, t, locale) }));
    }
  };

  // Back from the provider's window with its payment key: confirmed once.
  const paymentKey = params.get('paymentKey');
  const amount = Number(params.get('amount'));
  useEffect(() => {
    if (!paymentKey || returned.current || order.status !== 'PENDING_PAYMENT') return;
    returned.current = true;
    void pay(paymentKey, amount);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the key the provider sent back
  }, [paymentKey]);

  if (!paysThroughProvider(order.paymentMethod) || !order.card || order.status !== 'PENDING_PAYMENT') {
    return <p>{t('card.noCard')}</p>;
  }
  const card = order.card;
  return (
    <div className={styles.stack}>
      {paymentKey && confirm.isPending && <p role="status">{t('card.confirming')}</p>}
      <p>{t('card.amount', { amount: formatWon(card.amount) })}</p>
      <p className={styles.hint}>{t('card.deadline', { time: seoulDateTime(card.deadline) })}</p>
      {testMode && (
        <section className={styles.panel} aria-labelledby="test-card">
          <p id="test-card" className={styles.testMode}>{t('card.testMode')}</p>
          <p>
            <Button disabled={confirm.isPending} onClick={() => void pay(`${DEMO_CARD_KEY_PREFIX}${crypto.randomUUID().replace(/-/g, '')}`, card.amount)}>
              {confirm.isPending ? t('card.paying') : t('card.pay')}
            </Button>
          </p>
        </section>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
    </div>
  );
}
