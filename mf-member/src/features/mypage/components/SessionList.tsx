import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionSummary } from '@centre/contracts';
import { Button, EmptyState, errorMessage, formatDate, useConfirm } from '@centre/platform';
import { useEndOtherSessions, useEndSession } from '../api/sessions.ts';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import styles from './mypage.module.css';

/** The gateway names unrecognised browsers in English; the page says it in the member's language. */
const UNKNOWN_DEVICE = 'Unknown device';

/** The member's sessions, "this device" first, each other one with its own sign-out. */
export function SessionList({ sessions }: { sessions: SessionSummary[] }) {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = ordered.filter((session) => !session.current);
  const deviceName = (session: SessionSummary) => (session.device === UNKNOWN_DEVICE ? t('sessions.unknownDevice') : session.device);

  const { ask, dialog } = useConfirm();
  const signOutOne = async (session: SessionSummary) => {
    if (!(await ask({ title: t('sessions.signOutConfirm'), confirmLabel: t('sessions.signOut') }))) return;
    setOutcome(null);
    endSession.mutate(session._id, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('sessions.signedOut') }),
      onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error) }),
    });
  };
  const signOutOthers = async () => {
    if (!(await ask({ title: t('sessions.signOutOthersConfirm'), confirmLabel: t('sessions.signOutOthers') }))) return;
    setOutcome(null);
    endOthers.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('sessions.signedOutOthers') }),
      onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error) }),
    });
  };

  return (
    <>
      {dialog}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('sessions.device')}</th>
            <th scope="col">{t('sessions.signedInAt')}</th>
            <th scope="col">{t('sessions.lastUsed')}</th>
            <th scope="col"><span className={styles.srOnly}>{t('sessions.signOut')}</span></th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((session) => (
            <tr key={session._id}>
              <td data-label={t('sessions.device')}>
                <span>
                  {deviceName(session)}{' '}
                  {session.current && <span className={`${styles.badge} ${styles.badgeDone}`}>{t('sessions.thisDevice')}</span>}
                </span>
              </td>
              <td data-label={t('sessions.signedInAt')}>{formatDate(session.createdAt)}</td>
              <td data-label={t('sessions.lastUsed')}>{formatDate(session.lastUsedAt)}</td>
              <td>
                {!session.current && (
                  <Button
                    variant="secondary"
                    aria-label={t('sessions.signOutNamed', { device: deviceName(session) })}
                    disabled={endSession.isPending}
                    onClick={() => void signOutOne(session)}
                  >
                    {t('sessions.signOut')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {others.length === 0 ? (
        <EmptyState>{t('sessions.empty')}</EmptyState>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.dangerLink} disabled={endOthers.isPending} onClick={() => void signOutOthers()}>
            {t('sessions.signOutOthers')}
          </Button>
        </div>
      )}
    </>
  );
}
