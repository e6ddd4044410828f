import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LOCATIONS, SEOUL_DAY_PATTERN, SEOUL_MONTH_PATTERN, WORK_TYPES, addMonths, seoulToday, type Blackout, type BlackoutCreated, type Location, type WorkType } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage, formatDate, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { localisedIn } from '../lib/localised.ts';
import { useHolidays, useMonthBlackouts, useMonthUnits, useRemoveBlackout } from '../features/applications/api/schedule.ts';
import { RemovableList } from '../features/applications/components/RemovableList.tsx';
import { BlackoutForm } from '../features/applications/components/BlackoutForm.tsx';
import { DayPanel } from '../features/applications/components/DayPanel.tsx';
import { MonthCalendar } from '../features/applications/components/MonthCalendar.tsx';
import { APPLY_NAMESPACE } from '../features/applications/i18n/translations.ts';
import styles from '../components/components.module.css';
import own from '../features/applications/components/applications.module.css';

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((option) => option === value) ?? fallback;

/**
 * The month calendar of a site's room (site, room, month and day in the address): each day's
 * units, bookings, waitlists and closures; a day's bookings with attendance; blackouts.
 */
export default function SchedulePage() {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = pick(LOCATIONS, searchParams.get('location'), 'DAPSIMNI');
  const work = pick(WORK_TYPES, searchParams.get('work'), 'CUTTINGROOM');
  const monthParam = searchParams.get('month');
  const month = monthParam && SEOUL_MONTH_PATTERN.test(monthParam) ? monthParam : seoulToday().slice(0, 7);
  const dayParam = searchParams.get('day');
  const day = dayParam && SEOUL_DAY_PATTERN.test(dayParam) && dayParam.startsWith(month) ? dayParam : undefined;
  const choice = { location, work, month };
  const units = useMonthUnits(choice);
  const blackouts = useMonthBlackouts(choice);
  const holidays = useHolidays(Number(month.slice(0, 4)));
  const remove = useRemoveBlackout();
  const [removing, setRemoving] = useState<Blackout | null>(null);
  const [notice, setNotice] = useState('');

  const change = (updates: Record<string, string | undefined>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(updates)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const place = `${t(`enums.${location}`)} · ${t(`enums.${work}`)}`;
  const dayUnits = units.data?.units.filter((unit) => unit.date === day) ?? [];
  const added = (created: BlackoutCreated) => setNotice(t('blackouts.added', { count: created.affectedApplicationIds.length }));

  return (
    <section aria-labelledby="schedule-title">
      <div className={styles.pageHead}>
        <h1 id="schedule-title" className={styles.pageTitle}>
          {t('calendar.title')}
        </h1>
        <div className={styles.headActions}>
          <Link className={styles.secondaryLink} to={`/console/schedule/holidays?year=${month.slice(0, 4)}`}>
            {t('calendar.holidaysLink')}
          </Link>
        </div>
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <div className={styles.listTools}>
        <label className={styles.filter}>
          <span>{t('filters.location')}</span>
          <select value={location} onChange={(event) => change({ location: event.target.value, day: undefined })}>
            {LOCATIONS.map((value) => (
              <option key={value} value={value}>
                {t(`enums.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{t('filters.work')}</span>
          <select value={work} onChange={(event) => change({ work: event.target.value as WorkType, day: undefined })}>
            {WORK_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`enums.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={own.calendarTools}>
        <button type="button" className={styles.secondaryButton} onClick={() => change({ month: addMonths(month, -1), day: undefined })}>
          {t('calendar.previous')}
        </button>
        <h2 aria-live="polite">{t('calendar.monthTitle', { month, place })}</h2>
        <button type="button" className={styles.secondaryButton} onClick={() => change({ month: addMonths(month, 1), day: undefined })}>
          {t('calendar.next')}
        </button>
      </div>
      <p className={styles.hint}>{t('calendar.keys')}</p>
      {units.isPending && <LoadingState />}
      {units.isError && <ErrorState detail={errorMessage(units.error)} onRetry={() => void units.refetch()} />}
      {units.data && (
        <MonthCalendar
          month={month}
          units={units.data.units}
          blackouts={blackouts.data ?? []}
          holidays={holidays.data ?? []}
          selected={day}
          onSelect={(chosen) => change({ day: chosen })}
        />
      )}
      <div className={own.sections}>
        {day && (
          <section className={own.panel} aria-labelledby="day-title">
            <h2 id="day-title">{t('calendar.dayTitle', { day: formatDate(day), place })}</h2>
            {units.data && <DayPanel key={`${day}-${location}-${work}`} day={day} location={location as Location} work={work} units={dayUnits} />}
          </section>
        )}
        <section className={own.panel} aria-labelledby="blackouts-title">
          <h2 id="blackouts-title">{t('blackouts.title', { month })}</h2>
          {blackouts.isError && <ErrorState detail={errorMessage(blackouts.error)} onRetry={() => void blackouts.refetch()} />}
          {blackouts.data &&
            (blackouts.data.length === 0 ? (
              <p className={styles.hint}>{t('blackouts.none')}</p>
            ) : (
              <RemovableList
                items={blackouts.data}
                keyOf={(blackout) => blackout._id}
                describe={(blackout) =>
                  `${formatDate(blackout.from)} – ${formatDate(blackout.to)} · ${blackout.work ? t(`enums.${blackout.work}`) : t('blackouts.allRooms')} · ${localisedIn(blackout.reason, locale)}`
                }
                subjectOf={(blackout) => `${blackout.from} – ${blackout.to}`}
                removeLabel={t('blackouts.remove')}
                onRemove={(blackout) => {
                  remove.reset();
                  setRemoving(blackout);
                }}
              />
            ))}
        </section>
        <section className={own.panel} aria-labelledby="blackout-title">
          <h2 id="blackout-title">{t('blackouts.addTitle', { place })}</h2>
          <BlackoutForm location={location} work={work} day={day ?? `${month}-01`} onDone={added} />
        </section>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('blackouts.confirmRemoveTitle')}
        confirmLabel={t('blackouts.remove')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={() =>
          removing &&
          remove.mutate(removing._id, {
            onSuccess: () => {
              setRemoving(null);
              setNotice(t('blackouts.removed'));
            },
          })
        }
        onCancel={() => setRemoving(null)}
      >
        <p>{removing && t('blackouts.confirmRemoveBody', { from: removing.from, to: removing.to })}</p>
      </ConfirmDialog>
    </section>
  );
}
