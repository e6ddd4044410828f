import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedCoupon } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import { formatWon } from './won.ts';
import styles from './shop.module.css';

/** "₩5,000 off" or "10% off (at most ₩3,000)". */
function useDiscountWords() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  return (coupon: Pick<IssuedCoupon, 'kind' | 'value' | 'maxDiscount'>) =>
    coupon.kind === 'FIXED' ? t('coupons.fixed', { value: formatWon(coupon.value) }) : `${t('coupons.percent', { value: coupon.value })}${coupon.maxDiscount ? ` (≤ ${t('coupons.fixed', { value: formatWon(coupon.maxDiscount) })})` : ''}`;
}

/** The coupons issued to the member: what each takes off, on what, until when, and whether it can be used now. */
export function IssuedCouponTable({ coupons }: { coupons: IssuedCoupon[] }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const discount = useDiscountWords();
  return (
    <table className={styles.table}>
      <thead>
        <tr><th scope="col">{t('coupons.code')}</th><th scope="col">{t('coupons.value')}</th><th scope="col">{t('coupons.category')}</th><th scope="col">{t('coupons.minOrder')}</th><th scope="col">{t('coupons.validTo')}</th><th scope="col">{t('coupons.state')}</th></tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon._id}>
            <td data-label={t('coupons.code')}>{coupon.code}</td>
            <td data-label={t('coupons.value')}>{discount(coupon)}</td>
            <td data-label={t('coupons.category')}>{coupon.categoryTitle ?? t('coupons.allItems')}</td>
            <td data-label={t('coupons.minOrder')}>{formatWon(coupon.minOrder)}</td>
            <td data-label={t('coupons.validTo')}>{formatDate(coupon.validTo)}</td>
            <td data-label={t('coupons.state')}>{t(`coupons.states.${coupon.state}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** At checkout: the member's usable coupons to pick from (the code goes into the coupon field and is applied). */
export function IssuedCouponPicker({ coupons, value, onPick }: { coupons: IssuedCoupon[]; value: string | null; onPick: (code: string | null) => void }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const discount = useDiscountWords();
  const id = useId();
  const usable = coupons.filter((coupon) => coupon.state === 'USABLE');
  if (usable.length === 0) return null;
  const selected = usable.find((coupon) => coupon.code.toUpperCase() === value?.toUpperCase())?.code ?? '';
  return (
    <div className={styles.inlineField}>
      <label htmlFor={id}>{t('checkout.myCoupons')}</label>
      <select id={id} value={selected} onChange={(event) => onPick(event.target.value || null)}>
        <option value="">{t('checkout.myCouponsNone')}</option>
        {usable.map((coupon) => (
          <option key={coupon._id} value={coupon.code}>
            {t('checkout.myCouponOption', { code: coupon.code, value: `${discount(coupon)}${coupon.categoryTitle ? ` · ${coupon.categoryTitle}` : ''}` })}
          </option>
        ))}
      </select>
    </div>
  );
}
