import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, formatDate, usePageMeta } from '@centre/platform';
import { SHOP_LIST_SIZE, useIssuedCoupons, useUsedCoupons } from '../../../features/shop/api/shop.ts';
import { IssuedCouponTable } from '../../../features/shop/components/IssuedCoupons.tsx';
import { Pager, pageFromParams } from '../../../features/shop/components/Pager.tsx';
import { QueryState } from '../../../features/shop/components/QueryState.tsx';
import { formatWon } from '../../../features/shop/components/won.ts';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../../features/shop/i18n/translations.ts';
import styles from '../../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/** /mypage/coupons — the coupons issued to the member, how code coupons work here, and the ones the member used. */
export default function CouponsPage() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  usePageMeta({ title: t('coupons.title') });
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const coupons = useUsedCoupons((page - 1) * SHOP_LIST_SIZE);
  const issued = useIssuedCoupons();
  return (
    <>
      <h1>{t('coupons.title')}</h1>
      <h2>{t('coupons.issued')}</h2>
      <QueryState query={issued}>{(list) => (list.length === 0 ? <EmptyState>{t('coupons.issuedEmpty')}</EmptyState> : <IssuedCouponTable coupons={list} />)}</QueryState>
      <p>{t('coupons.lead')}</p>
      <h2>{t('coupons.used')}</h2>
      <QueryState query={coupons}>
        {(data) =>
          data.coupons.length === 0 ? (
            <EmptyState>{t('coupons.empty')}</EmptyState>
          ) : (
            <>
              <table className={styles.table}>
                <thead>
                  <tr><th scope="col">{t('coupons.code')}</th><th scope="col">{t('coupons.value')}</th><th scope="col">{t('coupons.at')}</th><th scope="col">{t('coupons.order')}</th></tr>
                </thead>
                <tbody>
                  {data.coupons.map((coupon) => (
                    <tr key={`${coupon.code}-${coupon.orderId}`}>
                      <td data-label={t('coupons.code')}>{coupon.code}</td>
                      <td data-label={t('coupons.value')}>{coupon.kind === 'FIXED' ? t('coupons.fixed', { value: formatWon(coupon.value) }) : t('coupons.percent', { value: coupon.value })}</td>
                      <td data-label={t('coupons.at')}>{formatDate(coupon.at)}</td>
                      <td data-label={t('coupons.order')}><Link to={`/mypage/orders/${coupon.orderId}`}>{t('orders.number', { id: coupon.orderId.slice(-8) })}</Link></td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={page} total={data.summary.total} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
