import { useTranslation } from 'react-i18next';
import type { FairSlot } from '@centre/contracts';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

/** The slots a fair's settings make, day by day: what buyers and staff can book. */
export function SlotGridPreview({ slots, labelledBy }: { slots: readonly FairSlot[]; labelledBy: string }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const days = [...new Set(slots.map((slot) => slot.day))];
  if (slots.length === 0) return <p>{t('grid.empty')}</p>;
  return (
    <>
      <p>{t('grid.count', { days: days.length, count: slots.length })}</p>
      <ul className={styles.gridDays} aria-labelledby={labelledBy}>
        {days.map((day) => (
          <li key={day}>
            <h3>{day}</h3>
            <ul className={styles.slotList}>
              {slots
                .filter((slot) => slot.day === day)
                .map((slot) => (
                  <li key={slot.slot}>
                    {slot.start}–{slot.end}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
