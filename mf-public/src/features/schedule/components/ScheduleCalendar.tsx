import { Link } from 'react-router-dom';
import { DAY_AVAILABILITIES, seoulDate, type Location, type ScheduleDay } from '@centre/contracts';
import { htmlLangOf, useLocale, VisuallyHidden } from '@centre/platform';
import type { DayState } from '../booking-days.ts';
import { datesOf, weekdayNames, weeksOf } from '../calendar-month.ts';
import styles from './schedule.module.css';
import { usePageTranslation } from '../../../i18n/page-texts.ts';
import { SCHEDULE_TEXTS } from '../i18n/translations.ts';

/**
 * A month as a table: weekday column headers, one cell per day with its availability in words
 * (never colour alone), places left, and the holiday's name when the centre is closed. While the
 * days load (`days` null) the same table shows the month's dates alone, so nothing moves when
 * they arrive.
 */
export function ScheduleCalendar({ month, days, caption, states, otherSite, chosenDate, onChooseDay }: {
  month: string;
  days: readonly ScheduleDay[] | null;
  caption: string;
  /** Why each day is or is not bookable; only BOOKABLE days become buttons (for signed-in makers). */
  states?: ReadonlyMap<string, DayState>;
  /** The same room at the other site: its bookable days, offered on the days full here. */
  otherSite?: { location: Location; bookable: ReadonlySet<string>; href: string };
  chosenDate?: string | null;
  onChooseDay?: (date: string) => void;
}) {
  const { t } = usePageTranslation(SCHEDULE_TEXTS);
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
                  {onChooseDay && states?.get(day.date)?.reason === 'BOOKABLE' ? (
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
                  <DayWords day={day} state={states?.get(day.date)} otherSite={otherSite} />
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

/**
 * A day's words: bookable days their availability and places left; every other day why it cannot
 * be booked (past, not open yet and when it opens, applications closed, closed, full with or
 * without a waiting list), and on a full day the other site's free place when there is one.
 */
function DayWords({ day, state, otherSite }: { day: ScheduleDay; state: DayState | undefined; otherSite: { location: Location; bookable: ReadonlySet<string>; href: string } | undefined }) {
  const { t } = usePageTranslation(SCHEDULE_TEXTS);
  const placesLeft = <span className={styles.places}>{t('schedule.placesLeft', { left: Math.max(0, day.capacity - day.booked), capacity: day.capacity })}</span>;
  if (!state || state.reason === 'BOOKABLE') {
    return (
      <>
        <span className={styles.status}>{t(`schedule.availability.${day.availability}`)}</span>
        {day.availability === 'CLOSED' ? day.closedReason && <span className={styles.reason}>{day.closedReason}</span> : placesLeft}
      </>
    );
  }
  const full = state.reason === 'FULL' || state.reason === 'FULL_WAITLIST';
  return (
    <>
      <span className={styles.status} data-reason={state.reason}>
        {state.reason === 'NOT_OPEN' && state.opensOn
          ? t('booking.reason.NOT_OPEN', { date: state.opensOn.date.slice(5), time: state.opensOn.time })
          : t(`booking.reason.${state.reason}`)}
      </span>
      {state.reason === 'HOLIDAY' && day.closedReason && <span className={styles.reason}>{day.closedReason}</span>}
      {full && otherSite?.bookable.has(day.date) && (
        <Link to={otherSite.href} className={styles.otherSite}>{t('booking.otherSiteFree', { site: t(`site.${otherSite.location}`) })}</Link>
      )}
    </>
  );
}

/** The reasons a day cannot be booked, explained under the colours. */
const BOOKING_LEGEND = ['PAST', 'NOT_OPEN', 'PERIOD_CLOSED', 'FULL_WAITLIST', 'FULL', 'NO_PERIOD'] as const;

/** What each cell's state means. */
export function ScheduleLegend() {
  const { t } = usePageTranslation(SCHEDULE_TEXTS);
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
      <ul className={styles.legend}>
        {BOOKING_LEGEND.map((reason) => (
          <li key={reason}>
            <strong>{t(`booking.legendName.${reason}`)}</strong> — {t(`booking.meaning.${reason}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
