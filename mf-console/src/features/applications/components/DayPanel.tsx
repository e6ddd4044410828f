import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleApplication, ConsoleScheduleUnit, Location, WorkType } from '@centre/contracts';
import { EmptyState, ErrorState, LoadingState, errorMessage, formatDate } from '@centre/platform';
import { useUnitApplications } from '../api/applications.ts';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import { AttendanceButtons } from './AttendanceButtons.tsx';
import { DayBulkBar } from './DayBulkBar.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { ApplicationState, applicantName } from './cells.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { UnitControls } from './UnitControls.tsx';
import own from './applications.module.css';
import kit from '../../../components/components.module.css';

/** Statuses shown on the day: who holds, waits, is in line; rejected and cancelled stay in the queue. */
const SHOWN = ['APPROVED', 'WAITING', 'WAITLISTED'];

/**
 * One day of a site's room: its units with their counts, and each unit's bookings with attendance;
 * the day's makers can be selected to mark attendance or write to them at once.
 */
export function DayPanel({ day, location, work, units }: { day: string; location: Location; work: WorkType; units: readonly ConsoleScheduleUnit[] }) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const applications = useUnitApplications({ date: day, location, work });
  const unknown = t('queue.unknownMember');
  const byUnit = (unitId: string): ConsoleApplication[] =>
    (applications.data?.applications ?? []).filter((application) => application.unitId === unitId && SHOWN.includes(application.status));
  const dayBookings = units.flatMap((unit) => byUnit(unit._id));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  if (units.length === 0) return <EmptyState>{t('calendar.dayEmpty')}</EmptyState>;
  return (
    <>
    {applications.data && dayBookings.length > 0 && (
      <DayBulkBar
        day={day}
        bookings={dayBookings}
        selected={selected}
        onSelectAll={(all) => setSelected(new Set(all ? dayBookings.map((booking) => booking._id) : []))}
        onDone={() => setSelected(new Set())}
      />
    )}
    <ul className={own.unitList}>
      {units.map((unit) => {
        const time = `${unit.startTime}–${unit.endTime}`;
        const bookings = byUnit(unit._id);
        return (
          <li key={unit._id}>
            <h3>
              {time} <StatusBadge value={unit.state} />
            </h3>
            {unit.closedNote && <p>{unit.closedNote}</p>}
            <ul className={own.counts}>
              <li>{t('calendar.held', { held: unit.held, capacity: unit.capacity })}</li>
              <li>{t('calendar.approved', { count: unit.approved })}</li>
              <li>{t('calendar.waiting', { count: unit.waiting })}</li>
              <li>{t('calendar.waitlistedLong', { count: unit.waitlisted })}</li>
              {unit.allocation === 'LOTTERY' && <li>{t('calendar.entriesLong', { count: unit.entries })}</li>}
            </ul>
            <UnitControls key={unit._id} unit={unit} />
            {applications.isPending && <LoadingState />}
            {applications.isError && <ErrorState detail={errorMessage(applications.error)} onRetry={() => void applications.refetch()} />}
            {applications.data &&
              (bookings.length === 0 ? (
                <p className={kit.hint}>{t('calendar.noBookings')}</p>
              ) : (
                <ScrollRegion label={t('calendar.bookingsCaption', { time, day: formatDate(day) })}>
                  <table className={kit.table}>
                    <caption className={kit.caption}>{t('calendar.bookingsCaption', { time, day: formatDate(day) })}</caption>
                    <thead>
                      <tr>
                        <td className={kit.selectCell} />
                        <th scope="col">{t('queue.applicant')}</th>
                        <th scope="col">{t('queue.status')}</th>
                        <th scope="col">{t('calendar.attendance')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {bookings.map((booking) => (
                        <tr key={booking._id}>
                          <td className={kit.selectCell}>
                            <input
                              type="checkbox"
                              aria-label={t('dayBulk.select', { name: applicantName(booking, unknown) })}
                              checked={selected.has(booking._id)}
                              onChange={(event) => toggle(booking._id, event.target.checked)}
                            />
                          </td>
                          <th scope="row" className={kit.rowHeader}>
                            <Link to={`/console/apply/${booking._id}`}>{applicantName(booking, unknown)}</Link>
                          </th>
                          <td>
                            <ApplicationState application={booking} />
                          </td>
                          <td>
                            <div className={own.actions}>
                              <AttendanceButtons application={booking} label={applicantName(booking, unknown)} />
                            </div>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              ))}
          </li>
        );
      })}
    </ul>
    </>
  );
}
