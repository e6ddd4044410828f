import { useTranslation } from 'react-i18next';
import type { OrderStatus, ProductStatus } from '@centre/contracts';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

const ORDER_TONE: Record<OrderStatus, string | undefined> = {
  PENDING_PAYMENT: styles.badgeWaiting,
  PAID: styles.badgeDone,
  PREPARING: styles.badgeWaiting,
  SHIPPED: styles.badgeDone,
  DELIVERED: styles.badgeDone,
  CONFIRMED: styles.badgeDone,
  CANCELLED: styles.badgeRejected,
  REFUND_REQUESTED: styles.badgeWaiting,
  REFUNDED: styles.badgeRejected,
};
const PRODUCT_TONE: Record<ProductStatus, string | undefined> = {
  DRAFT: styles.badgeWaiting,
  SUBMITTED: styles.badgeWaiting,
  ON_SALE: styles.badgeDone,
  REJECTED: styles.badgeRejected,
  HIDDEN: styles.badgeRejected,
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  return <span className={`${styles.badge} ${ORDER_TONE[status] ?? ''}`}>{t(`status.${status}`)}</span>;
}

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  return <span className={`${styles.badge} ${PRODUCT_TONE[status] ?? ''}`}>{t(`productStatus.${status}`)}</span>;
}
