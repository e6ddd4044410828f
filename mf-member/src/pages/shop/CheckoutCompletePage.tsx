import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { seoulDateTime } from '@centre/contracts';
import { usePageMeta } from '@centre/platform';
import { AppLink } from '../../components/cross-app/AppLink.tsx';
import { useOrder } from '../../features/shop/api/shop.ts';
import { QueryState } from '../../features/shop/components/QueryState.tsx';
import { formatWon } from '../../features/shop/components/won.ts';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/** /shop/checkout/complete/:id — the order received; for a deposit, the centre's account, the amount and the deadline. */
export default function CheckoutCompletePage() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const { id = '' } = useParams();
  usePageMeta({ title: t('result.title') });
  const order = useOrder(id);
  return (
    <div className={styles.page}>
      <h1>{t('result.title')}</h1>
      <QueryState query={order}>
        {(placed) => (
          <>
            <p>{t('result.lead', { id: placed._id })}</p>
            {placed.deposit && placed.status === 'PENDING_PAYMENT' && (
              <section aria-labelledby="deposit-title" className={styles.stack}>
                <h2 id="deposit-title">{t('result.depositTitle')}</h2>
                <dl className={styles.deposit}>
                  <dt>{t('result.bank')}</dt><dd>{placed.deposit.bank}</dd>
                  <dt>{t('result.account')}</dt><dd>{placed.deposit.accountNumber}</dd>
                  <dt>{t('result.holder')}</dt><dd>{placed.deposit.holder}</dd>
                  <dt>{t('result.amount')}</dt><dd data-testid="deposit-amount">{t('price', { amount: formatWon(placed.deposit.amount) })}</dd>
                  <dt>{t('result.deadline')}</dt><dd>{seoulDateTime(placed.deposit.deadline)} (KST)</dd>
                </dl>
                <p className={styles.hint}>{t('result.deadlineNote')}</p>
              </section>
            )}
            {placed.status !== 'PENDING_PAYMENT' && placed.status !== 'CANCELLED' && <p>{t('result.paidTitle')}</p>}
            <p className={styles.actions}>
              <Link to={`/mypage/orders/${placed._id}`} className={styles.secondaryLink}>{t('result.toOrder')}</Link>
              <AppLink href="/shop">{t('result.toShop')}</AppLink>
            </p>
          </>
        )}
      </QueryState>
    </div>
  );
}
