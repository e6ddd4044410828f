import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatDate, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useCalendarFeedStatus, useIssueCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

/**
 * The private iCal address of the member's approved bookings. The server keeps only a hash, so the
 * address is shown once, when issued; a new one replaces it (after confirming: calendars using the
 * old one stop updating), and it can be turned off.
 */
export function CalendarFeed() {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const locale = useLocale();
  const status = useCalendarFeedStatus();
  const issue = useIssueCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // Replacing or turning off the address is asked in the app's dialog first (never window.confirm).
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const active = status.data?.active === true;

  const issueFeed = (replacing: boolean) => {
    setAsking(null);
    setNote(null);
    issue.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(new URL(answer.url, window.location.origin).href);
        setNote({ tone: 'success', text: replacing ? t('feed.rotated') : t('feed.created') });
      },
      onError: (error) => setNote({ tone: 'error', text: failureMessage(error, t, locale) }),
    });
  };
  const revokeFeed = () => {
    setAsking(null);
    setNote(null);
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setNote({ tone: 'success', text: t('feed.revoked') });
      },
      onError: (error) => setNote({ tone: 'error', text: failureMessage(error, t, locale) }),
    });
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNote({ tone: 'success', text: t('feed.copied') });
    } catch {
      // No clipboard permission: select the address so the member can copy it themselves.
      field.current?.select();
      setNote({ tone: 'success', text: t('feed.copyYourself') });
    }
  };

  if (status.isPending) return <p className={styles.hint} role="status">{t('feed.loading')}</p>;
  const busy = issue.isPending || revoke.isPending;
  return (
    <>
      <p>{t('feed.lead')}</p>
      {status.isError && <FormAlert>{failureMessage(status.error, t, locale)}</FormAlert>}
      {active && status.data?.createdAt && !url && <p className={styles.hint}>{t('feed.activeSince', { date: formatDate(status.data.createdAt) })}</p>}
      {url && (
        <div className={styles.field}>
          <label htmlFor="feed-url" className={styles.label}>{t('feed.url')}</label>
          <div className={styles.feedUrl}>
            <input id="feed-url" ref={field} readOnly value={url} aria-describedby="feed-url-hint" onFocus={(event) => event.target.select()} />
            <Button variant="secondary" onClick={() => void copy()}>{t('feed.copy')}</Button>
          </div>
          <p id="feed-url-hint" className={styles.hint}>{t('feed.urlHint')}</p>
        </div>
      )}
      {note && <FormAlert tone={note.tone}>{note.text}</FormAlert>}
      <div className={styles.actions}>
        {active ? (
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setAsking('rotate')}>{t('feed.rotate')}</Button>
            <Button variant="secondary" className={styles.danger} disabled={busy} onClick={() => setAsking('revoke')}>{t('feed.revoke')}</Button>
          </>
        ) : (
          <Button disabled={busy} onClick={() => issueFeed(false)}>{t('feed.create')}</Button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'revoke' ? t('feed.revokeConfirm') : t('feed.rotateConfirm')}
        confirmLabel={asking === 'revoke' ? t('feed.revoke') : t('feed.rotate')}
        cancelLabel={t('booking.keep')}
        onConfirm={() => (asking === 'revoke' ? revokeFeed() : issueFeed(true))}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
