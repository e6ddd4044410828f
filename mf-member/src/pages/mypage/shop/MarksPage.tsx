import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ProductMark } from '@centre/contracts';
import { Button, EmptyState, formatDate, usePageMeta, useLocale, useConfirm } from '@centre/platform';
import { AppLink } from '../../../components/cross-app/AppLink.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { SHOP_LIST_SIZE, useMarks, useUnmark } from '../../../features/shop/api/shop.ts';
import { Pager, pageFromParams } from '../../../features/shop/components/Pager.tsx';
import { QueryState } from '../../../features/shop/components/QueryState.tsx';
import { formatWon } from '../../../features/shop/components/won.ts';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../../features/shop/i18n/translations.ts';
import styles from '../../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/** /mypage/likes and /mypage/bookmarks — the products the member hearted or saved. */
export default function MarksPage({ mark }: { mark: ProductMark }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  usePageMeta({ title: t(`marks.${mark}`) });
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const marks = useMarks(mark, (page - 1) * SHOP_LIST_SIZE);
  const unmark = useUnmark(mark);
  const [message, setMessage] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const { ask, dialog } = useConfirm();
  const remove = async (productId: string, title: string) => {
    if (!(await ask({ title: `${t('marks.remove', { title })}?`, confirmLabel: t('marks.remove', { title }) }))) return;
    try {
      await unmark.mutateAsync(productId);
      setMessage(t('marks.removed'));
    } catch (error) {
      setMessage(failureMessage(error, t, locale));
    }
    heading.current?.focus();
  };
  return (
    <>
      {dialog}
      <h1 ref={heading} tabIndex={-1}>{t(`marks.${mark}`)}</h1>
      <p role="status" className={styles.hint}>{message}</p>
      <QueryState query={marks}>
        {(data) =>
          data.products.length === 0 ? (
            <EmptyState>{t('marks.empty')}</EmptyState>
          ) : (
            <>
              <ul className={styles.list}>
                {data.products.map(({ productId, at, product }) => (
                  <li key={productId} className={styles.card}>
                    <div className={styles.cardHead}>
                      <h2 className={styles.cardTitle}>
                        {product ? <AppLink href={`/shop/${productId}`}>{product.title}</AppLink> : t('marks.unavailable')}
                      </h2>
                      {product && <span>{t('price', { amount: formatWon(product.price) })}</span>}
                    </div>
                    <div className={styles.cardHead}>
                      <span className={styles.hint}>{t('marks.markedAt', { date: formatDate(at) })}</span>
                      <Button variant="secondary" disabled={unmark.isPending} onClick={() => void remove(productId, product?.title ?? productId)}>
                        {t('marks.remove', { title: product?.title ?? '' })}
                      </Button>
                    </div>
                  </li>
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
