import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, isoWeekday, monthBounds, monthWeeks, seoulToday, type Blackout, type ConsoleScheduleUnit, type Holiday } from '@centre/contracts';
import { VisuallyHidden, useLocale } from '@centre/platform';
import { localisedIn } from '../../../lib/localised.ts';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
/** Weeks start on Sunday, as on the public calendar (ISO weekday numbers, Sunday 7). */
const WEEK_ORDER = [7, 1, 2, 3, 4, 5, 6] as const;

/** How much of a day's open places are taken: all, some, none (no open session: undefined). */
export type DayFill = 'FULL' | 'PARTLY' | 'EMPTY';
export function dayFill(units: readonly Pick<ConsoleScheduleUnit, 'state' | 'held' | 'capacity'>[]): DayFill | undefined {
  const open = units.filter((unit) => unit.state !== 'CLOSED');
  const capacity = open.reduce((sum, unit) => sum + unit.capacity, 0);
  if (open.length === 0 || capacity === 0) return undefined;
  const held = open.reduce((sum, unit) => sum + Math.min(unit.held, unit.capacity), 0);
  return held >= capacity ? 'FULL' : held > 0 ? 'PARTLY' : 'EMPTY';
}
const FILL_CLASS: Record<DayFill, string> = { FULL: styles.dayFull!, PARTLY: styles.dayPartly!, EMPTY: styles.dayFree! };

/**
 * A month of a site's room: each day's units with places held of capacity, waitlists, closures
 * (holidays, blackouts), coloured and named by how much is taken (full, partly taken, empty: words
 * as well as colour). Weeks start on Sunday. One day button takes Tab; the arrow keys move between days, Home and End
 * go to the month's first and last day, Enter or Space opens the day. On a phone the weeks fold
 * into a plain list of days.
 */
export function MonthCalendar({
  month,
  units,
  blackouts,
  holidays,
  selected,
  onSelect,
}: {
  month: string;
  units: readonly ConsoleScheduleUnit[];
  blackouts: readonly Blackout[];
  holidays: readonly Holiday[];
  selected: string | undefined;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const locale = useLocale();
  const { first, last } = monthBounds(month);
  const today = seoulToday();
  const inMonth = (day: string | undefined) => (day && day >= first && day <= last ? day : undefined);
  const [focusDay, setFocusDay] = useState(inMonth(selected) ?? inMonth(today) ?? first);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef(false);
  useEffect(() => setFocusDay(inMonth(selected) ?? inMonth(today) ?? first), [month]); // eslint-disable-line react-hooks/exhaustive-deps -- re-aim the focus when the month changes, not on each pick
  useEffect(() => {
    if (moved.current) buttons.current.get(focusDay)?.focus();
    moved.current = false;
  }, [focusDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = KEY_STEPS[event.key];
    let next: string | undefined;
    if (step !== undefined) next = addDays(focusDay, step);
    else if (event.key === 'Home') next = first;
    else if (event.key === 'End') next = last;
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocusDay(next < first ? first : next > last ? last : next);
  };

  const dayFormat = new Intl.DateTimeFormat(locale === 'cn' ? 'zh-CN' : locale === 'jp' ? 'ja-JP' : locale === 'en' ? 'en-GB' : 'ko-KR', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'long',
    day: 'numeric',
  });
  const weekdayNames = [1, 2, 3, 4, 5, 6, 7].map((weekday) => t(`enums.weekdays.${weekday}`));

  return (
    <>
    <ul className={styles.fillLegend} aria-label={t('calendarFill.legend')}>
      {(['FULL', 'PARTLY', 'EMPTY'] as const).map((fill) => (
        <li key={fill}>
          <span className={`${styles.fillSwatch} ${FILL_CLASS[fill]}`} aria-hidden="true" /> {t(`calendarFill.${fill}`)}
        </li>
      ))}
    </ul>
    <table className={styles.calendar} onKeyDown={onKeyDown}>
      <caption>
        <VisuallyHidden>{t('calendar.caption', { month })}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {WEEK_ORDER.map((weekday) => (
            <th key={weekday} scope="col">
              {weekdayNames[weekday - 1]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month, 'sunday').map((week, index) => (
          <tr key={index}>
            {week.map((day, column) => {
              if (!day) return <td key={`empty-${column}`} data-empty="true" />;
              const dayUnits = units.filter((unit) => unit.date === day);
              const holiday = holidays.find((entry) => entry.date === day);
              const blackout = blackouts.find((entry) => entry.from <= day && entry.to >= day);
              const closedWords = holiday ? localisedIn(holiday.reason, locale) : blackout ? `${t('calendar.blackout')}: ${localisedIn(blackout.reason, locale)}` : '';
              const weekend = isoWeekday(day) >= 6;
              // Short words on the cell; the button's name says them in full.
              const unitLine = (unit: ConsoleScheduleUnit, long: boolean) => {
                const time = `${unit.startTime}–${unit.endTime}`;
                if (unit.state === 'CLOSED') return t('calendar.unitClosed', { time });
                const suffix = long ? 'Long' : '';
                return [
                  t(`calendar.unitCount${suffix}`, { time, held: unit.held, capacity: unit.capacity }),
                  unit.waitlisted > 0 ? t(`calendar.waitlisted${suffix}`, { count: unit.waitlisted }) : '',
                  unit.entries > 0 ? t(`calendar.entries${suffix}`, { count: unit.entries }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ');
              };
              const unitWords = dayUnits.map((unit) => unitLine(unit, false));
              const empty = dayUnits.length === 0 && !closedWords ? (weekend ? t('calendar.weekend') : t('calendar.noUnits')) : '';
              const fill = closedWords ? undefined : dayFill(dayUnits);
              const fillWords = fill ? t(`calendarFill.${fill}`) : '';
              // The cell's short words are the button's name; the full words are its description.
              const description = [dayFormat.format(new Date(`${day}T00:00:00Z`)), closedWords, fillWords, ...dayUnits.map((unit) => unitLine(unit, true)), empty]
                .filter(Boolean)
                .join(', ');
              const descriptionId = `calendar-day-${day}`;
              return (
                <td key={day} className={day === today ? styles.dayToday : undefined}>
                  <button
                    ref={(element) => {
                      if (element) buttons.current.set(day, element);
                      else buttons.current.delete(day);
                    }}
                    type="button"
                    className={fill ? `${styles.dayButton} ${FILL_CLASS[fill]}` : styles.dayButton}
                    tabIndex={day === focusDay ? 0 : -1}
                    aria-pressed={day === selected}
                    aria-describedby={descriptionId}
                    data-day={day}
                    data-closed={Boolean(closedWords) || undefined}
                    data-fill={fill}
                    onFocus={() => setFocusDay(day)}
                    onClick={() => onSelect(day)}
                  >
                    <span className={styles.dayNumber}>
                      {Number(day.slice(8))}
                      <span className={styles.weekdayShort}> {weekdayNames[isoWeekday(day) - 1]}</span>
                    </span>
                    {closedWords && <span className={`${styles.dayLine} ${styles.dayClosed}`}>{closedWords}</span>}
                    {fill && <span className={`${styles.dayLine} ${styles.fillWords}`}>{fillWords}</span>}
                    {unitWords.map((words, line) => (
                      <span key={line} className={styles.dayLine}>
                        {words}
                      </span>
                    ))}
                    {empty && <span className={styles.dayLine}>{empty}</span>}
                  </button>
                  <span id={descriptionId} className={styles.description}>
                    {description}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
    </>
  );
}
