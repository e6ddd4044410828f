import { useTranslation } from 'react-i18next';
import { useMyQueuePlaces } from '../api/applications.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

/**
 * My page: the member's places in the waiting rooms (issue 21), so leaving the apply form loses
 * nothing: a place still waiting says where it stands, a refused one why; taken ones are in the
 * list of applications. Shown only when there is a place to show.
 */
export function MyQueuePlaces() {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const places = useMyQueuePlaces();
  const shown = (places.data ?? []).filter((ticket) => ticket.status !== 'TAKEN' || Date.now() - Date.parse(ticket.decidedAt ?? ticket.createdAt) < 3_600_000);
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="mine-queue">
      <h2 id="mine-queue">{t('queue.mineTitle')}</h2>
      <ul className={styles.list} aria-live="polite">
        {shown.map((ticket) => (
          <li key={ticket._id} className={styles.card}>
            <span>{t('queue.mineNumber', { number: ticket.number })}</span>
            <span>
              {ticket.status === 'QUEUED'
                ? ticket.position === 1
                  ? t('queue.deciding')
                  : t('queue.place', { position: ticket.position ?? 1, wait: t('queue.aboutSeconds', { count: Math.max(1, ticket.etaSeconds ?? 1) }) })
                : ticket.status === 'REFUSED'
                  ? t('queue.mineRefused', { reason: ticket.refusal?.message ?? '' })
                  : t('queue.mineTaken')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
