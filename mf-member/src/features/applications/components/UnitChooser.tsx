import { useTranslation } from 'react-i18next';
import { addMonths, type ScheduleUnit } from '@centre/contracts';
import { Button, htmlLangOf, LoadingState, useLocale } from '@centre/platform';
import { byDay, dayLabel, hoursOf, monthLabel } from '../dates.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

interface UnitChooserProps {
  month: string;
  /** The months the window's days of use cover, first and last. */
  firstMonth: string;
  lastMonth: string;
  onMonth: (month: string) => void;
  units: readonly ScheduleUnit[] | undefined;
  loading: boolean;
  chosen: readonly string[];
  onToggle: (unit: ScheduleUnit, checked: boolean) => void;
  error: string | undefined;
}

/** Whether a unit can be asked for: free places, or a full FIRST_COME unit whose waitlist still takes names. */
export const choosable = (unit: ScheduleUnit) => unit.state === 'OPEN' || (unit.state === 'FULL' && unit.waitlistOpen);

/**
 * The days and sessions of a month, one checkbox per unit, grouped by day (a fieldset each), with
 * the places left read with each choice. Full units whose waitlist is open can be chosen: the
 * maker is then put on the waitlist, as the label says.
 */
export function UnitChooser({ month, firstMonth, lastMonth, onMonth, units, loading, chosen, onToggle, error }: UnitChooserProps) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const lang = htmlLangOf(useLocale());
  const days = byDay((units ?? []).filter((unit) => choosable(unit) || chosen.includes(unit._id)));
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'apply-units-error' : undefined}>
      <legend>{t('apply.units')}</legend>
      <div className={styles.monthNav}>
        <Button variant="secondary" disabled={month <= firstMonth} onClick={() => onMonth(addMonths(month, -1))} aria-label={t('apply.previousMonth', { month: monthLabel(addMonths(month, -1), lang) })}>
          ‹
        </Button>
        <p className={styles.monthLabel} aria-live="polite">{monthLabel(month, lang)}</p>
        <Button variant="secondary" disabled={month >= lastMonth} onClick={() => onMonth(addMonths(month, 1))} aria-label={t('apply.nextMonth', { month: monthLabel(addMonths(month, 1), lang) })}>
          ›
        </Button>
      </div>
      {loading && units === undefined ? (
        <LoadingState label={t('apply.loadingUnits')} />
      ) : days.length === 0 ? (
        <p className={styles.hint}>{t('apply.noUnits')}</p>
      ) : (
        <div className={styles.days}>
          {days.map(([date, dayUnits]) => (
            <fieldset key={date} className={styles.day}>
              <legend>{dayLabel(date, lang)}</legend>
              {dayUnits.map((unit) => {
                const id = `unit-${unit._id}`;
                const waitlist = unit.state !== 'OPEN';
                return (
                  <div key={unit._id} className={styles.choice}>
                    <input
                      id={id}
                      type="checkbox"
                      checked={chosen.includes(unit._id)}
                      onChange={(event) => onToggle(unit, event.target.checked)}
                      aria-invalid={error ? true : undefined}
                    />
                    <label htmlFor={id}>
                      <span className={styles.hours}>{hoursOf(unit)}</span>{' '}
                      <span className={waitlist ? styles.full : styles.places}>
                        {waitlist
                          ? t('apply.fullWaitlist', { count: unit.waitlisted })
                          : t('apply.placesLeft', { left: unit.remaining, capacity: unit.capacity })}
                      </span>
                    </label>
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
      )}
      {error && <p id="apply-units-error" className={styles.error} role="alert">{error}</p>}
    </fieldset>
  );
}

