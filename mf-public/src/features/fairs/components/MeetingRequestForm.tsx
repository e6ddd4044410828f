import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { FAIR_LIMITS, type FairDetail } from '@centre/contracts';
import { Button, errorMessage, statusOf, useAsyncData, useIsLoggedIn, useLocale } from '@centre/platform';
import { AppLink } from '../../../components/cross-app/AppLink.tsx';
import { fetchMyBuyerEntry, fetchMyHeldSlots, requestMeeting } from '../api/fairs-api.ts';
import { slotLabel, slotStart } from '../fair-format.ts';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

/**
 * An approved buyer asks this exhibitor for one free slot with one line of context. Slots the buyer
 * already holds and slots that have begun are not offered; a slot the exhibitor holds is refused by
 * the server (SLOT_TAKEN) and its message shown.
 */
function RequestForm({ fair, exhibitor }: { fair: FairDetail; exhibitor: string }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const locale = useLocale();
  const held = useAsyncData((signal) => fetchMyHeldSlots(fair._id, signal), [fair._id, locale]);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [contextError, setContextError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const now = Date.now();
  const free = fair.slots.filter((slot) => slotStart(slot.slot).getTime() > now && !(held.status === 'success' && held.data.has(slot.slot)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const slot = String(data.get('slot') ?? '');
    const context = String(data.get('context') ?? '').trim();
    setSlotError(slot ? null : t('slotRequired'));
    setContextError(context.length > FAIR_LIMITS.context ? t('contextTooLong', { max: FAIR_LIMITS.context }) : null);
    setFailure(null);
    setSent(null);
    if (!slot || context.length > FAIR_LIMITS.context) {
      form.querySelector<HTMLElement>(slot ? '#meeting-context' : '#meeting-slot')?.focus();
      return;
    }
    setSending(true);
    try {
      await requestMeeting({ fair: fair._id, exhibitor, slot, context });
      setSent(t('sent', { slot: slotLabel(slot) }));
      form.reset();
      held.reload();
    } catch (error) {
      const status = statusOf(error);
      setFailure(status !== undefined && status >= 400 && status < 500 ? errorMessage(error) : t('failure'));
    } finally {
      setSending(false);
      resultRef.current?.focus();
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="meeting-heading">
      <p className={styles.hint}>{t('meetingLead')}</p>
      {free.length === 0 ? (
        <p>{t('noSlots')}</p>
      ) : (
        <>
          <div className={styles.field}>
            <label htmlFor="meeting-slot">{t('slot')}</label>
            <select id="meeting-slot" name="slot" defaultValue="" aria-invalid={slotError ? true : undefined} aria-describedby={slotError ? 'meeting-slot-error' : undefined}>
              <option value="">{t('chooseSlot')}</option>
              {free.map((slot) => <option key={slot.slot} value={slot.slot}>{`${slot.day} ${slot.start}–${slot.end}`}</option>)}
            </select>
            {slotError && <p id="meeting-slot-error" className={styles.error}>{slotError}</p>}
          </div>
          <div className={styles.field}>
            <label htmlFor="meeting-context">{t('context')}</label>
            <input id="meeting-context" name="context" maxLength={FAIR_LIMITS.context} aria-invalid={contextError ? true : undefined} aria-describedby={contextError ? 'meeting-context-hint meeting-context-error' : 'meeting-context-hint'} />
            <p id="meeting-context-hint" className={styles.hint}>{t('contextHint', { max: FAIR_LIMITS.context })}</p>
            {contextError && <p id="meeting-context-error" className={styles.error}>{contextError}</p>}
          </div>
          <div>
            <Button type="submit" disabled={sending}>{sending ? t('sending') : t('send')}</Button>
          </div>
        </>
      )}
      <p ref={resultRef} tabIndex={-1} aria-live="polite" className={failure ? styles.error : styles.success}>
        {failure ?? sent}
        {sent && <> <AppLink href={`/mypage/fairs/${encodeURIComponent(fair._id)}`}>{t('schedule')}</AppLink></>}
      </p>
    </form>
  );
}

/** What a visitor sees where the meeting request goes: the form for an approved buyer, else why not and where to go. */
export function MeetingRequest({ fair, exhibitor }: { fair: FairDetail; exhibitor: string }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const signedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  const entry = useAsyncData((signal) => (signedIn ? fetchMyBuyerEntry(fair._id, signal) : Promise.resolve(null)), [signedIn, fair._id]);
  let body;
  if (fair.status === 'CLOSED') body = <p>{t('closed')}</p>;
  else if (!signedIn)
    body = (
      <p>
        {t('signInToMeet')} <Link to={`/login?returnTo=${encodeURIComponent(pathname + search)}`}>{t('signIn')}</Link>
      </p>
    );
  else if (entry.status === 'loading') body = null;
  else if (entry.status === 'error' || !entry.data || entry.data.status === 'REJECTED')
    body = (
      <p>
        {t('notBuyer')} <AppLink href="/mypage/fairs">{t('registerAsBuyer')}</AppLink>
      </p>
    );
  else if (entry.data.status === 'WAITING') body = <p>{t('waitingBuyer')}</p>;
  else body = <RequestForm fair={fair} exhibitor={exhibitor} />;
  return (
    <section className={styles.section} aria-labelledby="meeting-heading">
      <h2 id="meeting-heading">{t('meeting')}</h2>
      {body}
    </section>
  );
}
