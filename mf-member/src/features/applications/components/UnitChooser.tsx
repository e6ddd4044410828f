import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addMonths, type ScheduleUnit } from '@centre/contracts';
import { Button, htmlLangOf, LoadingState, useLocale, VisuallyHidden } from '@centre/platform';
import { byDay, dayLabel, hoursOf, monthLabel, shortDayLabel } from '../dates.ts';
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
  /** Sessions the member already holds or waits for in this window: marked, never offered. */
  held: ReadonlySet<string>;
  /** The day whose sessions are shown (the form keeps it, so a refetch does not lose it). */
  day: string | null;
  onDay: (date: string) => void;
  onToggle: (unit: ScheduleUnit, checked: boolean) => void;
  error: string | undefined;
}

/** Whether a unit can be asked for: free places, or a full FIRST_COME unit whose waitlist still takes names. */
export const choosable = (unit: ScheduleUnit) => unit.state === 'OPEN' || (unit.state === 'FULL' && unit.waitlistOpen);

/**
 * Day first, then its sessions (issue 20 item 6): the month's bookable days as a compact grid of
 * buttons (each says whether places are left, only the waiting list, or that the member holds a
 * session there), then the chosen day's sessions as checkboxes. Choosing a day brings its sessions
 * into view and moves the focus to them. Sessions the member holds are marked and cannot be ticked.
 */
export function UnitChooser({ month, firstMonth, lastMonth, onMonth, units, loading, chosen, held, day, onDay, onToggle, error }: UnitChooserProps) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const lang = htmlLangOf(useLocale());
  const sessionsHeading = useRef<HTMLHeadingElement>(null);
  const days = byDay((units ?? []).filter((unit) => choosable(unit) || chosen.includes(unit._id) || held.has(unit._id)));
  const dayUnits = days.find(([date]) => date === day)?.[1] ?? [];
  const chooseDay = (date: string) => {
    onDay(date);
    // After React drew the sessions: bring them into view and say where the focus went.
    requestAnimationFrame(() => {
      sessionsHeading.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
      sessionsHeading.current?.focus({ preventScroll: true });
    });
  };
  const stateOf = (dayUnitsOf: readonly ScheduleUnit[]) =>
    dayUnitsOf.some((unit) => held.has(unit._id))
      ? t('booking.dayHeld')
      : dayUnitsOf.some((unit) => unit.state === 'OPEN')
        ? t('booking.dayFree')
        : t('booking.dayWaitlist');

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
        <>
          <h3 className={styles.subTitle} id="apply-days-title">{t('booking.chooseDay')}</h3>
          <ul className={styles.dayGrid} aria-labelledby="apply-days-title">
            {days.map(([date, unitsOfDay]) => {
              const ticked = unitsOfDay.filter((unit) => chosen.includes(unit._id)).length;
              return (
                <li key={date}>
                  <button type="button" className={styles.dayChoice} aria-pressed={date === day} data-date={date} onClick={() => chooseDay(date)}>
                    <strong>{shortDayLabel(date, lang)}</strong>
                    <span className={unitsOfDay.some((unit) => held.has(unit._id)) ? styles.heldMark : styles.hint}>
                      {stateOf(unitsOfDay)}
                      {ticked > 0 && <> · ✓{ticked}<VisuallyHidden>{` ${t('booking.ticked', { count: ticked })}`}</VisuallyHidden></>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className={styles.sessions}>
            <h3 ref={sessionsHeading} tabIndex={-1} id="apply-sessions-title">
              {day ? t('booking.chooseSessions', { date: dayLabel(day, lang) }) : t('booking.pickDayFirst')}
            </h3>
            {dayUnits.map((unit) => {
              const id = `unit-${unit._id}`;
              const isHeld = held.has(unit._id);
              const waitlist = unit.state !== 'OPEN';
              return (
                <div key={unit._id} className={styles.choice}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={!isHeld && chosen.includes(unit._id)}
                    disabled={isHeld}
                    onChange={(event) => onToggle(unit, event.target.checked)}
                    aria-invalid={error ? true : undefined}
                  />
                  <label htmlFor={id}>
                    <span className={styles.hours}>{hoursOf(unit)}</span>{' '}
                    {isHeld ? (
                      <span className={styles.heldMark}>{t('booking.heldDay')}</span>
                    ) : (
                      <span className={waitlist ? styles.full : styles.places}>
                        {waitlist ? t('apply.fullWaitlist', { count: unit.waitlisted }) : t('apply.placesLeft', { left: unit.remaining, capacity: unit.capacity })}
                      </span>
                    )}
                  </label>
                </div>
              );
            })}
          </div>
        </>
      )}
      {error && <p id="apply-units-error" className={styles.error} role="alert">{error}</p>}
    </fieldset>
  );
}
