import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { FAIR_LIMITS, addDays, fairSlotsOf, type FairInput } from '@centre/contracts';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import { SlotGridPreview } from './SlotGridPreview.tsx';
import styles from './fairs.module.css';

const DAY = /^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether the values can make a grid at all (the server says the final word, FAIR_GRID_INVALID). */
function drawable(values: Partial<FairInput>): values is FairInput {
  const { firstDay = '', lastDay = '', dayStart = '', dayEnd = '', slotMinutes, breaks = [] } = values;
  if (!DAY.test(firstDay) || !DAY.test(lastDay) || !CLOCK.test(dayStart) || !CLOCK.test(dayEnd)) return false;
  if (lastDay < firstDay || lastDay > addDays(firstDay, FAIR_LIMITS.maxDays - 1)) return false;
  if (typeof slotMinutes !== 'number' || slotMinutes < FAIR_LIMITS.minSlotMinutes || slotMinutes > FAIR_LIMITS.maxSlotMinutes) return false;
  return breaks.every((pause) => CLOCK.test(pause?.start ?? '') && CLOCK.test(pause?.end ?? ''));
}

/** The slot grid the form's values make, as staff type: days, hours, slot length and breaks. */
export function GridPreview() {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const id = useId();
  const { control } = useFormContext<FairInput>();
  const values = useWatch({ control }) as Partial<FairInput>;
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{t('grid.title')}</h2>
      <div aria-live="polite">{drawable(values) ? <SlotGridPreview slots={fairSlotsOf(values)} labelledBy={id} /> : <p>{t('grid.incomplete')}</p>}</div>
    </section>
  );
}
