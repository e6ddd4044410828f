import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LOCATIONS, type Location, type WorkType } from '@centre/contracts';
import { htmlLangOf, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchSchedule } from '../features/schedule/api/schedule-api.ts';
import { addMonths, monthLabel, monthOrCurrent } from '../features/schedule/calendar-month.ts';
import { ScheduleCalendar, ScheduleLegend } from '../features/schedule/components/ScheduleCalendar.tsx';
import scheduleStyles from '../features/schedule/components/schedule.module.css';
import { AppLink } from '../features/cross-app/AppLink.tsx';
import { SiteTabs } from '../features/site-tabs/SiteTabs.tsx';
import { DEFAULT_SITE, WORK_PAGES } from '../public-constants.ts';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';

const isLocation = (value: string | null): value is Location => (LOCATIONS as readonly string[]).includes(value ?? '');

/**
 * /cuttingroom/schedule(-view) and /studio/schedule(-view): the public calendar of booked and free
 * days. Site and month live in the address (?location=&month=), so back and forward work.
 */
export default function SchedulePage({ work }: { work: WorkType }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const lang = htmlLangOf(locale);
  const [searchParams] = useSearchParams();
  const locationParam = searchParams.get('location');
  const site: Location = isLocation(locationParam) ? locationParam : DEFAULT_SITE;
  const month = monthOrCurrent(searchParams.get('month'));
  const hrefOf = (next: { site?: Location; month?: string }) => `?location=${next.site ?? site}&month=${next.month ?? month}`;
  usePageMeta({ title: t(`schedule.title.${work}`), description: t(`schedule.description.${work}`) });
  const schedule = useAsyncData((signal) => fetchSchedule({ work, location: site, month }, signal), [work, site, month, locale]);
  const label = monthLabel(month, lang);
  const caption = t('schedule.caption', { site: t(`site.${site}`), month: label, work: t(`work.${work}`) });

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t(`schedule.title.${work}`)}</h1>
      <p className={styles.lead}>{t(`schedule.description.${work}`)}</p>
      <SiteTabs current={site} hrefOf={(tab) => hrefOf({ site: tab ?? DEFAULT_SITE })} />
      <nav className={scheduleStyles.monthNav} aria-label={t('schedule.monthNav')}>
        <Link to={hrefOf({ month: addMonths(month, -1) })} className={scheduleStyles.monthLink} aria-label={t('schedule.previousMonth', { month: monthLabel(addMonths(month, -1), lang) })}>
          ‹ <span aria-hidden="true">{t('schedule.previous')}</span>
        </Link>
        <h2 aria-live="polite">{label}</h2>
        <Link to={hrefOf({ month: addMonths(month, 1) })} className={scheduleStyles.monthLink} aria-label={t('schedule.nextMonth', { month: monthLabel(addMonths(month, 1), lang) })}>
          <span aria-hidden="true">{t('schedule.next')}</span> ›
        </Link>
      </nav>
      {schedule.status === 'loading' ? (
        <ScheduleCalendar month={month} days={null} caption={caption} />
      ) : (
        <AsyncContent state={schedule}>{(data) => <ScheduleCalendar month={data.month} days={data.days} caption={caption} />}</AsyncContent>
      )}
      <ScheduleLegend />
      <p className={scheduleStyles.note}>{t('schedule.privacyNote')}</p>
      <div className={styles.actions}>
        <Link to={WORK_PAGES[work].application} className={styles.secondaryLink}>{t('apply.howTo')}</Link>
        <AppLink href={WORK_PAGES[work].apply} className={styles.buttonLink}>{t('apply.applyButton')}</AppLink>
      </div>
    </div>
  );
}
