import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyBid } from '@centre/contracts';
import { EmptyState, navigateTo } from '@centre/platform';
import { BIDS_NAMESPACE } from '../i18n/translations.ts';
import styles from './bids.module.css';

const grouping = new Intl.NumberFormat('en-US');
const seoulClock = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
const seoulTime = (value: string) => seoulClock.format(new Date(value));

/** The work's page is the public site's: single-spa must hear the move to mount that app. */
function followPublic(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateTo(event.currentTarget.getAttribute('href') ?? '/auction');
}

/**
 * My bids as cards: the work, where I stand (leading, outbid, won, lost), my highest bid and
 * maximum, the price and the close; on a won lot the hammer price, the payment deadline and its
 * payment: unpaid with a link to pay through the shop, paid, or lapsed.
 */
export function MyBidList({ bids, serverTime }: { bids: MyBid[]; serverTime: string }) {
  const { t } = useTranslation(BIDS_NAMESPACE);
  const won = (amount: number) => t('won', { amount: grouping.format(amount) });
  if (bids.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <ul className={styles.list}>
      {bids.map((bid) => {
        const overdue = bid.paymentDueAt !== null && Date.parse(bid.paymentDueAt) < Date.parse(serverTime);
        return (
          <li key={bid.work._id} className={styles.card}>
            {bid.work.images[0] ? <img src={bid.work.images[0]} alt="" className={styles.picture} width={72} height={72} /> : <span className={styles.picture} aria-hidden="true" />}
            <div>
              <div className={styles.head}>
                <h2 className={styles.title}><a href={`/auction/works/${bid.work._id}`} onClick={followPublic}>{bid.work.title}</a></h2>
                <span className={`${styles.badge} ${styles[bid.standing] ?? ''}`}>{t(`standing.${bid.standing}`)}</span>
              </div>
              <dl className={styles.facts}>
                <dt>{t('myHighest')}</dt>
                <dd>{won(bid.myHighest)}</dd>
                {(bid.standing === 'LEADING' || bid.standing === 'OUTBID') && bid.myMaximum > bid.myHighest && (
                  <>
                    <dt>{t('myMaximum')}</dt>
                    <dd>{won(bid.myMaximum)}</dd>
                  </>
                )}
                <dt>{bid.lot.state === 'OPEN' ? t('currentPrice') : t('finalPrice')}</dt>
                <dd>{bid.lot.hammerPrice !== null ? won(bid.lot.hammerPrice) : bid.lot.currentPrice !== null ? won(bid.lot.currentPrice) : '—'}</dd>
                <dt>{bid.lot.state === 'OPEN' ? t('closesAt') : t('closedAt')}</dt>
                <dd>{seoulTime(bid.lot.closesAt)}</dd>
              </dl>
              {bid.standing === 'WON' && bid.paymentState === 'PAID' && (
                <p className={styles.payment}><strong>{t('payment.paid')}</strong></p>
              )}
              {bid.standing === 'WON' && bid.paymentState === 'LAPSED' && (
                <p className={styles.payment}><strong>{t('payment.lapsed')}</strong></p>
              )}
              {bid.standing === 'WON' && bid.paymentState !== 'PAID' && bid.paymentState !== 'LAPSED' && bid.paymentDueAt && (
                <p className={styles.payment}>
                  <strong>{overdue ? t('payment.overdue') : t('payment.unpaid')}</strong> {t('payment.dueBy', { date: seoulTime(bid.paymentDueAt) })}{' '}
                  {overdue ? t('payment.contact') : (
                    <>
                      {t('payment.how')}{' '}
                      <Link to={`/mypage/bids/${bid.work._id}/pay`} className={styles.pay} aria-label={t('payment.payLabel', { title: bid.work.title })}>{t('payment.pay')}</Link>
                    </>
                  )}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
