import { useTranslation } from 'react-i18next';
import type { Bid } from '@centre/contracts';
import { EmptyState } from '@centre/platform';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import { formatSeoulTime, formatWon } from '../format.ts';
import styles from './auction.module.css';

/** The public bid history, newest first, names masked; the reader's own bids are marked. */
export function BidHistory({ bids, total }: { bids: Bid[]; total: number }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  if (bids.length === 0) return <EmptyState>{t('history.empty')}</EmptyState>;
  return (
    <>
      <table className={styles.history}>
        <caption className={styles.visuallyHidden}>{t('history.caption', { count: total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.bidder')}</th>
            <th scope="col" className={styles.amount}>{t('history.amount')}</th>
            <th scope="col">{t('history.kind')}</th>
            <th scope="col">{t('history.placedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {bids.map((bid) => (
            <tr key={bid._id} className={bid.retracted ? styles.retracted : undefined}>
              <td>{bid.bidder}{bid.mine && ` (${t('history.mine')})`}</td>
              <td className={styles.amount}>{formatWon(t, bid.amount)}</td>
              <td>{t(`history.kinds.${bid.kind}`)}{bid.retracted && ` · ${t('history.retracted')}`}</td>
              <td>{formatSeoulTime(bid.placedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > bids.length && <p className={styles.hint}>{t('history.more', { shown: bids.length, total })}</p>}
    </>
  );
}
