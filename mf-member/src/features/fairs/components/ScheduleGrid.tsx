import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAIR_PATHS, type MySchedule } from '@centre/contracts';
import { Button, downloadFromApi, useLocale } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { MYFAIRS_NAMESPACE } from '../i18n/translations.ts';
import { StatusBadge } from './FairBadges.tsx';
import styles from './fairs.module.css';

const SEOUL = 'Asia/Seoul';

/**
 * My day grid at a fair: every slot in Seoul time, the same start in the buyer's own zone beside it
 * (only when that zone is not Seoul), and my meeting in its slot; then the calendar file.
 */
export function ScheduleGrid({ schedule }: { schedule: MySchedule }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const showLocal = schedule.timeZone !== SEOUL;
  const download = async () => {
    setFailure(null);
    try {
      await downloadFromApi(FAIR_PATHS.scheduleIcal(schedule.fair._id), undefined);
    } catch (problem) {
      setFailure(failureMessage(problem, t, locale));
    }
  };
  return (
    <section className={styles.section} aria-labelledby="fair-schedule">
      <h2 id="fair-schedule">{t('fair.schedule')}</h2>
      <p className={styles.hint}>{t('fair.scheduleLead')}</p>
      {schedule.days.map((day) => (
        <div key={day.day} className={styles.tableWrap}>
          <table className={styles.schedule}>
            <caption>{day.day}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fair.seoul')}</th>
                {showLocal && <th scope="col">{t('fair.local', { zone: schedule.timeZone })}</th>}
                <th scope="col">{t('fair.meetingCol')}</th>
              </tr>
            </thead>
            <tbody>
              {day.slots.map((cell) => {
                const meeting = cell.meeting;
                const counterpart = meeting ? (meeting.role === 'EXHIBITOR' ? `${meeting.buyer.company} (${meeting.buyer.country})` : meeting.exhibitor.tradeName) : null;
                return (
                  <tr key={cell.slot} className={meeting ? styles.busy : undefined}>
                    <th scope="row">{`${cell.start}–${cell.end}`}</th>
                    {showLocal && <td>{cell.localStart}</td>}
                    <td>
                      {meeting ? (
                        <>
                          <StatusBadge status={meeting.status} labels="matchings.status" /> {counterpart}
                          {meeting.exhibitor.table !== null && <> · {t('matchings.table', { table: meeting.exhibitor.table })}</>}
                          {meeting.context && <div className={styles.hint}>{meeting.context}</div>}
                        </>
                      ) : (
                        <span className={styles.hint}>{t('fair.free')}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void download()} aria-describedby="fair-ical-hint">{t('fair.ical')}</Button>
        <span id="fair-ical-hint" className={styles.hint}>{t('fair.icalHint')}</span>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
    </section>
  );
}
