import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberApplication } from '@centre/contracts';
import { Button } from '@centre/platform';
import { hoursOf } from '../dates.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './applications.module.css';

/**
 * What the maker sees once the centre has the application: each session with where it stands
 * (waiting for review, on the waiting list, entered in the draw), and the way to my page. Focus
 * moves to it, so a screen reader reads it at once.
 */
export function ApplyConfirmation({ applications, onAnother }: { applications: MemberApplication[]; onAnother: () => void }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.confirmation} aria-labelledby="apply-done">
      <h2 id="apply-done" ref={heading} tabIndex={-1}>{t('done.title')}</h2>
      <p>{applications[0]?.allocation === 'LOTTERY' ? t('done.lottery') : t('done.lead')}</p>
      <ul className={styles.list}>
        {applications.map((application) => (
          <li key={application._id} className={styles.card}>
            <span>{application.date} {hoursOf(application)} · {application.windowTitle}</span>
            <StatusBadge application={application} />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link to="/mypage/applications" className={styles.primaryLink}>{t('done.mypage')}</Link>
        <Button variant="secondary" onClick={onAnother}>{t('done.another')}</Button>
      </div>
    </section>
  );
}
