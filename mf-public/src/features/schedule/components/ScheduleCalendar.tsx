import { useTranslation } from 'react-i18next';
import { DAY_AVAILABILITIES, seoulDate, type ScheduleDay } from '@centre/contracts';
import { htmlLangOf, useLocale, VisuallyHidden } from '@centre/platform';
import { datesOf, weekdayNames, weeksOf } from '../calendar-month.ts';
import styles from './schedule.module.css';

/**
 * A month as a table: weekday column headers, one cell per day with its availability in words
 * (never colour alone), places left, and the holiday's name when the centre is closed. While the
 * days load (`days` null) the same table shows the month's dates alone, so nothing moves when
 * they arrive.
 */
export function ScheduleCalendar({ month, days, caption, choosableDates, chosenDate, onChooseDay }: {
  month: string;
  days: readonly ScheduleDay[] | null;
  caption: string;
  /** Signed-in makers: days with a session they can still ask for become buttons that show its sessions. */
  choosableDates?: ReadonlySet<string>;
  chosenDate?: string | null;
  onChooseDay?: (date: string) => void;
}) {
  const { t } = useTranslation('public');
  const lang = htmlLangOf(useLocale());
  const names = weekdayNames(lang);
  const todayDate = seoulDate(new Date());

  return (
    <table className={styles.calendar} aria-busy={days === null || undefined}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {names.map((name, index) => (
            <th key={name.long} scope="col" abbr={name.long} className={index === 0 ? styles.sunday : index === 6 ? styles.saturday : undefined}>
              {name.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days === null &&
          weeksOf(month, datesOf(month)).map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((day, dayIndex) => (
                <td key={day?.date ?? `empty-${dayIndex}`} className={day ? styles.day : styles.outside}>
                  {day && <span className={styles.dayNumber}>{Number(day.date.slice(8))}</span>}
                </td>
              ))}
            </tr>
          ))}
        {days !== null && weeksOf(month, days).map((week, weekIndex) => (
          <tr key={weekIndex}>
            {week.map((day, dayIndex) =>
              day ? (
                <td key={day.date} className={`${styles.day} ${styles[day.availability]}`} data-date={day.date} data-availability={day.availability} aria-current={day.date === todayDate ? 'date' : undefined}>
                  {onChooseDay && choosableDates?.has(day.date) ? (
                    <button
                      type="button"
                      className={styles.dayButton}
                      aria-pressed={chosenDate === day.date}
                      onClick={() => onChooseDay(day.date)}
                    >
                      {/* The visible number starts the button's name (what voice control users say); the rest is read only. */}
                      <time dateTime={day.date}>{Number(day.date.slice(8))}</time>
                      <VisuallyHidden>{` ${t('scheduleApply.chooseDay', { date: day.date })}`}</VisuallyHidden>
                    </button>
                  ) : (
                    <time dateTime={day.date} className={styles.dayNumber}>{Number(day.date.slice(8))}</time>
                  )}
                  <span className={styles.status}>{t(`schedule.availability.${day.availability}`)}</span>
                  {day.availability === 'CLOSED'
                    ? day.closedReason && <span className={styles.reason}>{day.closedReason}</span>
                    : <span className={styles.places}>{t('schedule.placesLeft', { left: Math.max(0, day.capacity - day.booked), capacity: day.capacity })}</span>}
                </td>
              ) : (
                <td key={`empty-${dayIndex}`} className={styles.outside} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What each cell's state means. */
export function ScheduleLegend() {
  const { t } = useTranslation('public');
  return (
    <div className={styles.legendBox}>
      <h2 className={styles.legendTitle}>{t('schedule.legend')}</h2>
      <ul className={styles.legend}>
        {DAY_AVAILABILITIES.map((availability) => (
          <li key={availability}>
            <span className={`${styles.swatch} ${styles[availability]}`} aria-hidden="true" />
            <strong>{t(`schedule.availability.${availability}`)}</strong> — {t(`schedule.meaning.${availability}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
