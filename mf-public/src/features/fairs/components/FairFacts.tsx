import { useTranslation } from 'react-i18next';
import type { Fair } from '@centre/contracts';
import { fairDays } from '../fair-format.ts';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

/** The fair's status in words (the colour only repeats it). */
export function FairStatusBadge({ status }: { status: Fair['status'] }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  return <span className={`${styles.badge} ${styles[`badge${status}`] ?? ''}`}>{t(`status.${status}`)}</span>;
}

/** Venue, days and meeting hours. */
export function FairFacts({ fair }: { fair: Fair }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  return (
    <dl className={styles.facts}>
      <dt>{t('venueLabel')}</dt>
      <dd>{t(`venue.${fair.venue}`)}</dd>
      <dt>{t('days')}</dt>
      <dd>{fairDays(fair)}</dd>
      <dt>{t('hours')}</dt>
      <dd>{t('hoursValue', { start: fair.dayStart, end: fair.dayEnd, minutes: fair.slotMinutes })}</dd>
    </dl>
  );
}
