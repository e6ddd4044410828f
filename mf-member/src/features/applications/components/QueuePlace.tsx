import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPLY_REFUSAL_CODES, type ApplyRefusalCode, type MemberApplication, type QueueTicket } from '@centre/contracts';
import { useQueueTicket } from '../api/applications.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import type { Refusal } from '../refusal.ts';
import styles from './applications.module.css';

export interface QueuePlaceProps {
  /** The place the application was given (202). */
  ticket: QueueTicket;
  /** Decided and taken: the applications, as a direct answer would have given them. */
  onApplied: (applications: MemberApplication[]) => void;
  /** Decided and refused: the rule and unit, as a direct refusal would have said. */
  onRefused: (refusal: Refusal) => void;
}

const isRefusalCode = (code: string): code is ApplyRefusalCode => (APPLY_REFUSAL_CODES as readonly string[]).includes(code);

/**
 * The waiting room (issue 21) under the apply form: "you are N-th, about T seconds", read again
 * every two seconds and announced politely, then the result handed back to the form. Leaving the
 * page keeps the place: the result appears on my page and comes by message.
 */
export function QueuePlace({ ticket, onApplied, onRefused }: QueuePlaceProps) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const place = useQueueTicket(ticket);
  const current = place.data;
  const handed = useRef(false);

  useEffect(() => {
    if (handed.current || current.status === 'QUEUED') return;
    handed.current = true;
    if (current.status === 'TAKEN') onApplied(current.applications);
    else if (current.refusal) {
      const { code, unitId, message } = current.refusal;
      onRefused({ code: isRefusalCode(code) ? code : 'UNIT_FULL', unitId: unitId ?? null, message });
    }
  }, [current, onApplied, onRefused]);

  const minutes = Math.ceil((current.etaSeconds ?? 0) / 60);
  const wait = current.etaSeconds !== null && current.etaSeconds > 90 ? t('queue.aboutMinutes', { count: minutes }) : t('queue.aboutSeconds', { count: Math.max(1, current.etaSeconds ?? 1) });
  return (
    <section className={styles.queuePlace} aria-labelledby="queue-place-title">
      <h2 id="queue-place-title" className={styles.queuePlaceTitle}>{t('queue.title')}</h2>
      <p role="status" aria-live="polite" aria-atomic="true" className={styles.queuePlaceNow}>
        {current.status !== 'QUEUED'
          ? t('queue.decided')
          : current.position === 1
            ? t('queue.deciding')
            : t('queue.place', { position: current.position ?? 1, wait })}
      </p>
      <p className={styles.hint}>{t('queue.number', { number: current.number })}</p>
      {place.isError && <p className={styles.hint}>{t('queue.readFailed')}</p>}
      <p className={styles.hint}>{t('queue.keep')}</p>
      <Link to="/mypage/applications" className={styles.secondaryLink}>{t('queue.mypage')}</Link>
    </section>
  );
}
