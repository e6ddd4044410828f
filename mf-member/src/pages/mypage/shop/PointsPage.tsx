import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, formatDate, usePageMeta } from '@centre/platform';
import { SHOP_LIST_SIZE, usePoints } from '../../../features/shop/api/shop.ts';
import { Pager, pageFromParams } from '../../../features/shop/components/Pager.tsx';
import { QueryState } from '../../../features/shop/components/QueryState.tsx';
import { formatWon } from '../../../features/shop/components/won.ts';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../../features/shop/i18n/translations.ts';
import styles from '../../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/** /mypage/points — the balance, what expires next, and the ledger it is the sum of (staff's reasons in their words, the shop's own translated). */
export default function PointsPage() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  usePageMeta({ title: t('points.title') });
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const points = usePoints((page - 1) * SHOP_LIST_SIZE);
  return (
    <>
      <h1>{t('points.title')}</h1>
      <QueryState query={points}>
        {(data) => (
          <>
            <p className={styles.total}>{t('points.balance', { balance: formatWon(data.balance) })}</p>
            <p>{data.expiring ? t('points.expiring', { points: formatWon(data.expiring.points), date: formatDate(data.expiring.at) }) : t('points.noExpiry')}</p>
            {data.entries.length === 0 ? (
              <EmptyState>{t('points.empty')}</EmptyState>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr><th scope="col">{t('points.date')}</th><th scope="col">{t('points.reason')}</th><th scope="col">{t('points.delta')}</th><th scope="col">{t('points.order')}</th></tr>
                </thead>
                <tbody>
                  {data.entries.map((entry) => (
                    <tr key={entry._id}>
                      <td data-label={t('points.date')}>{formatDate(entry.at)}</td>
                      <td data-label={t('points.reason')}>{t(`points.reasons.${entry.reason}`, { defaultValue: entry.reason })}</td>
                      <td data-label={t('points.delta')}>{entry.delta > 0 ? `+${formatWon(entry.delta)}` : `−${formatWon(-entry.delta)}`}</td>
                      <td data-label={t('points.order')}>{entry.orderId ? <Link to={`/mypage/orders/${entry.orderId}`}>{t('orders.number', { id: entry.orderId.slice(-8) })}</Link> : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pager page={page} total={data.summary.total} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
          </>
        )}
      </QueryState>
    </>
  );
}
