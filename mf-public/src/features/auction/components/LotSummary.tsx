import { useTranslation } from 'react-i18next';
import type { Lot, PublicWork } from '@centre/contracts';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import { formatSeoulTime, formatWon } from '../format.ts';
import { Countdown } from './Countdown.tsx';
import styles from './auction.module.css';

/** Where the lot stands: price, next least bid, bids, leader (masked), reserve met or not, close and countdown. */
export function LotSummary({ work, lot, now }: { work: PublicWork; lot: Lot; now: () => number }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const notYet = lot.state === 'OPEN' && !lot.open && Date.parse(lot.opensAt) > now();
  return (
    <div className={styles.box}>
      <p className={styles.meta}>{lot.currentPrice !== null ? t('work.currentPrice') : t('work.startPrice')}</p>
      <p className={styles.price} data-testid="current-price">{formatWon(t, lot.hammerPrice ?? lot.currentPrice ?? work.startPrice)}</p>
      <dl className={styles.facts}>
        <dt>{t('lot.state')}</dt>
        <dd data-testid="lot-state">{lot.state === 'OPEN' ? (notYet ? t('lot.notYet') : lot.open ? t('lot.open') : t('lot.closing')) : t(`lot.${lot.state}`)}</dd>
        {lot.state === 'OPEN' && lot.nextAmount !== null && (
          <>
            <dt>{t('lot.nextAmount')}</dt>
            <dd>{formatWon(t, lot.nextAmount)}</dd>
          </>
        )}
        <dt>{t('lot.bidCount')}</dt>
        <dd>{t('lot.bids', { count: lot.bidCount })}</dd>
        {lot.leader && (
          <>
            <dt>{lot.state === 'OPEN' ? t('lot.leader') : t('lot.winner')}</dt>
            <dd>{lot.leader}</dd>
          </>
        )}
        {lot.hasReserve && (
          <>
            <dt>{t('lot.reserve')}</dt>
            <dd>{lot.reserveMet ? t('lot.reserveMet') : t('lot.reserveNotMet')}</dd>
          </>
        )}
        {lot.buyNowPrice !== null && lot.buyNowAvailable && (
          <>
            <dt>{t('lot.buyNowPrice')}</dt>
            <dd>{formatWon(t, lot.buyNowPrice)}</dd>
          </>
        )}
        <dt>{notYet ? t('lot.opensAt') : t('lot.closesAt')}</dt>
        <dd data-testid="closes-at">{formatSeoulTime(notYet ? lot.opensAt : lot.closesAt, { seconds: true })}</dd>
        {lot.state === 'OPEN' && (
          <>
            <dt>{notYet ? t('lot.opensIn') : t('lot.closesIn')}</dt>
            <dd><Countdown until={notYet ? lot.opensAt : lot.closesAt} now={now} /></dd>
          </>
        )}
      </dl>
    </div>
  );
}
