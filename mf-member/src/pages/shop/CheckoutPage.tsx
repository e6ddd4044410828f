import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@centre/platform';
import { useCart, usePaymentMethods, usePoints } from '../../features/shop/api/shop.ts';
import { CheckoutForm } from '../../features/shop/components/CheckoutForm.tsx';
import { QueryState } from '../../features/shop/components/QueryState.tsx';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/** /shop/checkout — the signed-in member orders a group of their cart, priced by the server. */
export default function CheckoutPage() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  usePageMeta({ title: t('checkout.title') });
  const cart = useCart();
  const points = usePoints(0);
  const payment = usePaymentMethods();
  return (
    <div className={styles.page}>
      <h1>{t('checkout.title')}</h1>
      <p className={styles.hint}>{t('checkout.lead')}</p>
      <QueryState query={cart}>
        {(data) => (
          <QueryState query={points}>
            {(balance) => <QueryState query={payment}>{(methods) => <CheckoutForm cart={data} pointsBalance={balance.balance} payment={methods} />}</QueryState>}
          </QueryState>
        )}
      </QueryState>
    </div>
  );
}
