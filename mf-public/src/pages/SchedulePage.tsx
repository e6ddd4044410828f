import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { addMonths, applyFormPath, LOCATIONS, SEOUL_MONTH_PATTERN, seoulToday, type Location, type WorkType } from '@centre/contracts';
import { htmlLangOf, useAsyncData, useIsLoggedIn, useLocale, usePageMeta } from '@centre/platform';
import { fetchBookingMonth, type BookingMonth } from '../features/schedule/api/schedule-api.ts';
import { dayStatesOf, otherSiteOf } from '../features/schedule/booking-days.ts';
import { monthLabel, monthOrCurrent } from '../features/schedule/calendar-month.ts';
import { BookingPeriods } from '../features/schedule/components/BookingPeriods.tsx';
import { ScheduleCalendar, ScheduleLegend } from '../features/schedule/components/ScheduleCalendar.tsx';
import { UnitPicker } from '../features/schedule/components/UnitPicker.tsx';
import scheduleStyles from '../features/schedule/components/schedule.module.css';
import { AppLink } from '../components/cross-app/AppLink.tsx';
import { SiteTabs } from '../features/site-tabs/SiteTabs.tsx';
import { DEFAULT_SITE, WORK_PAGES } from '../public-constants.ts';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';
import { usePageTranslation } from '../i18n/page-texts.ts';
import { SCHEDULE_TEXTS } from '../features/schedule/i18n/translations.ts';

const isLocation = (value: string | null): value is Location => (LOCATIONS as readonly string[]).includes(value ?? '');

/**
 * /cuttingroom/schedule(-view) and /studio/schedule(-view): the public calendar of booked and free
 * days. Site and month live in the address (?location=&month=), so back and forward work.
 */
export default function SchedulePage({ work }: { work: WorkType }) {
  const { t } = usePageTranslation(SCHEDULE_TEXTS);
  const locale = useLocale();
  const lang = htmlLangOf(locale);
  const [searchParams] = useSearchParams();
  const locationParam = searchParams.get('location');
  const site: Location = isLocation(locationParam) ? locationParam : DEFAULT_SITE;
  // Without a month in the address the calendar opens on the first month with a bookable day (item 1).
  const monthParam = searchParams.get('month');
  const askedMonth = monthParam && SEOUL_MONTH_PATTERN.test(monthParam) ? monthParam : null;
  usePageMeta({ title: t(`schedule.title.${work}`), description: t(`schedule.description.${work}`) });
  const schedule = useAsyncData((signal) => fetchBookingMonth({ work, location: site, month: askedMonth }, signal), [work, site, askedMonth, locale]);
  const month = schedule.status === 'success' ? schedule.data.month : monthOrCurrent(askedMonth);
  const hrefOf = (next: { site?: Location; month?: string }) => `?location=${next.site ?? site}&month=${next.month ?? month}`;
  const label = monthLabel(month, lang);
  const caption = t('schedule.caption', { site: t(`site.${site}`), month: label, work: t(`work.${work}`) });
  const signedIn = useIsLoggedIn();
  const [chosen, setChosen] = useState<{ key: string; date: string } | null>(null);
  // A day chosen belongs to the month and site it was chosen on.
  const pageKey = `${work}/${site}/${month}`;
  const chosenDate = chosen?.key === pageKey ? chosen.date : null;
  const loaded = schedule.status === 'success' ? schedule.data : null;
  const units = loaded ? loaded.schedule.units : null;
  const today = seoulToday();
  const states = useMemo(() => (loaded ? dayStatesOf(loaded.schedule.days, loaded.schedule.units, loaded.windows, today) : null), [loaded, today]);
  const otherSite = useMemo(() => {
    if (!loaded) return null;
    const other = loaded.otherSite;
    const otherStates = dayStatesOf(other.days, other.units, loaded.windows, today);
    const bookable = new Set([...otherStates].filter(([, state]) => state.reason === 'BOOKABLE').map(([date]) => date));
    return { location: otherSiteOf(site), bookable, href: `?location=${otherSiteOf(site)}&month=${loaded.month}` };
  }, [loaded, today, site]);
  const here = `${WORK_PAGES[work].schedule}${hrefOf({})}`;
  const calendarOf = (data: BookingMonth) => (
    <>
      <BookingPeriods windows={data.windows.filter((window) => window.location === site)} month={data.month} />
      <ScheduleCalendar
        month={data.month}
        days={data.schedule.days}
        caption={caption}
        {...(states ? { states } : {})}
        {...(otherSite ? { otherSite } : {})}
        {...(signedIn ? { chosenDate, onChooseDay: (date: string) => setChosen({ key: pageKey, date }) } : {})}
      />
    </>
  );

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
        <AsyncContent state={schedule}>{(data) => calendarOf(data)}</AsyncContent>
      )}
      {signedIn ? (
        units && <UnitPicker date={chosenDate} units={units} />
      ) : (
        <p className={scheduleStyles.picker}>
          {t('scheduleApply.signedOut')} <Link to={`/login?returnTo=${encodeURIComponent(here)}`}>{t('scheduleApply.signIn')}</Link>
        </p>
      )}
      <ScheduleLegend />
      <p className={scheduleStyles.note}>{t('schedule.privacyNote')}</p>
      <div className={styles.actions}>
        <Link to={WORK_PAGES[work].application} className={styles.secondaryLink}>{t('apply.howTo')}</Link>
        <AppLink href={applyFormPath(work, site)} className={styles.buttonLink}>{t('apply.applyButton')}</AppLink>
      </div>
    </div>
  );
}
