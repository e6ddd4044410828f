import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, usePageMeta } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SHOP_LIST_SIZE, usePurchases } from '../../../features/shop/api/shop.ts';
import { Pager, pageFromParams } from '../../../features/shop/components/Pager.tsx';
import { PurchaseItem } from '../../../features/shop/components/PurchaseItem.tsx';
import { QueryState } from '../../../features/shop/components/QueryState.tsx';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../../features/shop/i18n/translations.ts';
import styles from '../../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/** /mypage/purchases — what was bought from the seller, and their fulfilment of it item by item. */
export default function PurchasesPage() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  usePageMeta({ title: t('purchases.title') });
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const purchases = usePurchases((page - 1) * SHOP_LIST_SIZE);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  return (
    <>
      <h1>{t('purchases.title')}</h1>
      <p>{t('purchases.lead')}</p>
      <div aria-live="polite">{message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}</div>
      <QueryState query={purchases}>
        {(data) =>
          data.purchases.length === 0 ? (
            <EmptyState>{t('purchases.empty')}</EmptyState>
          ) : (
            <>
              <ul className={styles.list}>
                {data.purchases.map((purchase) => (
                  <PurchaseItem key={`${purchase.orderId}-${purchase.item._id}`} purchase={purchase} announce={(text, tone) => setMessage({ text, tone })} />
                ))}
              </ul>
              <Pager page={page} total={data.summary.total} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
