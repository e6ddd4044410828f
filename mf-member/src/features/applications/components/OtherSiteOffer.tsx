import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPLY_PATHS, applyFormPath, LIVE_APPLICATION_STATUSES, seoulDate, type Location, type MemberApplicationList, type ScheduleResponse, type WorkType } from '@centre/contracts';
import { api } from '@centre/platform';
import { useOpenWindows } from '../api/applications.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

/** How many of the other site's free days are offered, nearest to the day refused first. */
const OFFERED_DAYS = 5;

const otherSiteOf = (location: Location): Location => (location === 'YONGSIN' ? 'DAPSIMNI' : 'YONGSIN');
const distance = (a: string, b: string) => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`));

/**
 * A day full at one site: the same room's free days at the other site that month, nearest first,
 * each a link to that site's form with the session chosen (issue 20 item 21). Nothing is shown when
 * the other site has none.
 */
export function OtherSiteOffer({ work, location, date }: { work: WorkType; location: Location; date: string }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const other = otherSiteOf(location);
  const windows = useOpenWindows(work, other);
  const month = date.slice(0, 7);
  const units = useQuery({
    queryKey: ['applications', 'other-site', work, other, month],
    queryFn: async () => (await api.get<ScheduleResponse>(APPLY_PATHS.schedule, { params: { work, location: other, month, limit: 200 } })).data.units,
  });
  // Sessions the member already holds there are not offered again.
  const mine = useQuery({
    queryKey: ['applications', 'mine', 'other-site', work, other],
    queryFn: async () => (await api.get<MemberApplicationList>(APPLY_PATHS.applications, { params: { work, location: other, limit: 100 } })).data.applications,
  });
  if (!windows.data || !units.data || !mine.data) return null;
  const held = new Set(mine.data.filter((application) => LIVE_APPLICATION_STATUSES.includes(application.status)).map((application) => application.unitId));
  const open = new Set(windows.data.map((window) => window._id));
  const today = seoulDate(new Date());
  const free = new Map<string, string>();
  for (const unit of [...units.data].sort((a, b) => distance(a.date, date) - distance(b.date, date) || a.startTime.localeCompare(b.startTime))) {
    if (unit.state === 'OPEN' && unit.date >= today && open.has(unit.windowId) && !held.has(unit._id) && !free.has(unit.date)) free.set(unit.date, unit._id);
  }
  const offered = [...free].slice(0, OFFERED_DAYS).sort(([a], [b]) => a.localeCompare(b));
  if (offered.length === 0) return null;
  return (
    <div className={styles.otherSite} data-testid="other-site-offer">
      <p>{t('booking.otherSite', { site: t(`site.${other}`), dates: offered.map(([day]) => day).join(', ') })}</p>
      <ul className={styles.otherSiteDays}>
        {offered.map(([day, unitId]) => (
          <li key={day}>
            <Link to={applyFormPath(work, other, unitId)} className={styles.secondaryLink}>
              {t('booking.otherSiteLink', { site: t(`site.${other}`) })} · {day}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
