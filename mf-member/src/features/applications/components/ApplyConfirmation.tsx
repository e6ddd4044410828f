import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bookingNumberOf, type MemberApplication } from '@centre/contracts';
import { Button, htmlLangOf, useLocale } from '@centre/platform';
import { dayLabel, hoursOf } from '../dates.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './applications.module.css';

/** What the confirmation says first: the place is held, the maker waits on a list, or is in the draw. */
function leadOf(applications: readonly MemberApplication[]): 'done.lottery' | 'booking.waitlistLead' | 'booking.heldLead' {
  if (applications[0]?.allocation === 'LOTTERY') return 'done.lottery';
  return applications.every((application) => application.status === 'WAITLISTED') ? 'booking.waitlistLead' : 'booking.heldLead';
}

/**
 * What the maker sees once the centre has the application: for each session its booking number,
 * day and hours, where it stands (place held, waiting list, draw) and the free-cancellation
 * deadline; then what to bring and the way to my page. Focus moves to it, so a screen reader
 * reads it at once.
 */
export function ApplyConfirmation({ applications, onAnother }: { applications: MemberApplication[]; onAnother: () => void }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const lang = htmlLangOf(useLocale());
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const work = applications[0]?.work;
  return (
    <section className={styles.confirmation} aria-labelledby="apply-done">
      <h2 id="apply-done" ref={heading} tabIndex={-1}>{t('done.title')}</h2>
      <p>{t(leadOf(applications))}</p>
      <ul className={styles.list}>
        {applications.map((application) => (
          <li key={application._id} className={styles.card}>
            <dl className={styles.facts}>
              <dt>{t('booking.number')}</dt>
              <dd>{bookingNumberOf(application._id)}</dd>
              <dt>{t('booking.dayAndSession')}</dt>
              <dd>
                <time dateTime={application.date}>{dayLabel(application.date, lang)}</time> · {application.date} {hoursOf(application)} · {application.windowTitle}
              </dd>
              <dt>{t('booking.deadline')}</dt>
              <dd>{application.cancelDeadline}</dd>
            </dl>
            <StatusBadge application={application} />
          </li>
        ))}
      </ul>
      {work && (
        <div>
          <h3 className={styles.subTitle}>{t('booking.bringTitle')}</h3>
          <ul>
            {(t(`booking.bring.${work}`, { returnObjects: true }) as string[]).map((line) => <li key={line}>{line}</li>)}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <Link to="/mypage/applications" className={styles.primaryLink}>{t('done.mypage')}</Link>
        <Button variant="secondary" onClick={onAnother}>{t('done.another')}</Button>
      </div>
    </section>
  );
}
