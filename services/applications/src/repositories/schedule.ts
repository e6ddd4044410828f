import type { DayAvailability, Locale, Location, ScheduleDay, WorkType } from '@centre/contracts';
import { pickLocalised, type Knex } from '@centre/server-kit';

/** All calendar days of a YYYY-MM month. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

function availabilityOf(booked: number, capacity: number): DayAvailability {
  if (capacity === 0) return 'CLOSED';
  if (booked === 0) return 'FREE';
  return booked >= capacity ? 'FULL' : 'PARTIAL';
}

/** The public calendar: per day, how many approved bookings against the window's capacity. */
export function createScheduleRepository(db: Knex) {
  return {
    async month(work: WorkType, location: Location, month: string, locale: Locale): Promise<ScheduleDay[]> {
      const days = daysOfMonth(month);
      const first = days[0]!;
      const last = days[days.length - 1]!;
      const [windows, bookings, closed] = await Promise.all([
        db('application_windows')
          .select('use_from', 'use_to', 'daily_capacity')
          .where({ work, location })
          .andWhere('use_from', '<=', last)
          .andWhere('use_to', '>=', first),
        db('applications')
          .select('use_date')
          .count({ booked: '*' })
          .where({ work, location, status: 'APPROVED' })
          .whereBetween('use_date', [first, last])
          .groupBy('use_date'),
        db('closed_days').whereBetween('date', [first, last]),
      ]);
      const bookedOn = new Map((bookings as Array<{ use_date: string; booked: number | string }>).map((row) => [row.use_date, Number(row.booked)]));
      const closedOn = new Map(closed.map((row) => [String(row.date), row as Record<string, unknown>]));

      return days.map((date) => {
        const holiday = closedOn.get(date);
        if (holiday) return { date, availability: 'CLOSED', booked: 0, capacity: 0, closedReason: pickLocalised(holiday, 'reason', locale) };
        if (isWeekend(date)) return { date, availability: 'CLOSED', booked: 0, capacity: 0 };
        const capacity = windows
          .filter((w) => w.use_from <= date && date <= w.use_to)
          .reduce((sum, w) => sum + Number(w.daily_capacity), 0);
        const booked = bookedOn.get(date) ?? 0;
        return { date, availability: availabilityOf(booked, capacity), booked, capacity };
      });
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
