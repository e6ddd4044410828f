import { useEffect, useRef } from 'react';
import { applyFormPath, type ScheduleUnit } from '@centre/contracts';
import { htmlLangOf, useLocale } from '@centre/platform';
import { AppLink } from '../../../components/cross-app/AppLink.tsx';
import { isChoosableUnit } from '../booking-days.ts';
import styles from './schedule.module.css';
import { usePageTranslation } from '../../../i18n/page-texts.ts';
import { SCHEDULE_TEXTS } from '../i18n/translations.ts';


const dayLabel = (date: string, lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The sessions of the day chosen on the calendar, each a link to the application form with that
 * session preselected (the form belongs to the member area: single-spa is told of the move).
 */
export function UnitPicker({ date, units }: { date: string | null; units: readonly ScheduleUnit[] }) {
  const { t } = usePageTranslation(SCHEDULE_TEXTS);
  const lang = htmlLangOf(useLocale());
  const dayUnits = date ? units.filter((unit) => unit.date === date && isChoosableUnit(unit)) : [];
  // A day chosen on the calendar: its sessions come into view and take the focus (item 2), on a
  // phone where they are far below the fold as on a desktop.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (date === null) return;
    heading.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [date]);
  return (
    <section className={styles.picker} aria-labelledby="unit-picker-title">
      <h2 id="unit-picker-title" ref={heading} tabIndex={-1} className={`${styles.legendTitle} ${styles.pickerTitle}`}>
        {date ? t('scheduleApply.sessionsOn', { date: dayLabel(date, lang) }) : t('scheduleApply.title')}
      </h2>
      {date === null ? (
        <p className={styles.note}>{t('scheduleApply.pickDay')}</p>
      ) : dayUnits.length === 0 ? (
        <p className={styles.note}>{t('scheduleApply.noSessions')}</p>
      ) : (
        <ul className={styles.units}>
          {dayUnits.map((unit) => {
            const hours = `${unit.startTime}–${unit.endTime}`;
            return (
              <li key={unit._id}>
                <AppLink href={applyFormPath(unit.work, unit.location, unit._id)} className={styles.unitLink}>
                  <span className={styles.unitHours}>{hours}</span>
                  <span>{unit.state === 'OPEN' ? t('scheduleApply.placesLeft', { left: unit.remaining, capacity: unit.capacity }) : t('scheduleApply.fullWaitlist')}</span>
                  <span className={styles.unitAction}>{t('scheduleApply.apply')}<span aria-hidden="true"> ›</span></span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
