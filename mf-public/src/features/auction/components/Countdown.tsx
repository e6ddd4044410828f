import { useTranslation } from 'react-i18next';
import { useRemaining } from '../use-server-clock.ts';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import styles from './auction.module.css';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Time left until `until` by the server's clock. A timer is not read out each second (role
 * "timer" is not live); the page announces closes and extensions itself.
 */
export function Countdown({ until, now }: { until: string; now: () => number }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const remaining = useRemaining(until, now);
  if (remaining <= 0) {
    return <span className={styles.countdown}>{t('lot.ended')}</span>;
  }
  const seconds = Math.floor(remaining / 1000);
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return (
    <span role="timer" className={styles.countdown} data-remaining-ms={remaining}>
      {days > 0 ? t('lot.daysAnd', { count: days, clock }) : clock}
    </span>
  );
}
