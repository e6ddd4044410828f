import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ADVISOR_NOTE_MAX, seoulDate } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage, formatDate, statusOf, useLocale } from '@centre/platform';
import { formatPhone } from '@centre/platform/phone';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { AdviceRequestAttachments } from './AdviceRequestAttachments.tsx';
import { useConsultationRequest, useDecideRequest, useFreeSessions, type RequestAction } from '../../features/support/api.ts';
import { sessionLine } from '../../features/support/choices.ts';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import { refusalText } from '../../features/support/refusal.ts';
import styles from '../../components/components.module.css';
import own from '../../features/support/support.module.css';

/** One advice request: the member, the private description; confirm, move, cancel, write the advisor's note. */
export default function AdviceRequestPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const { id = '' } = useParams();
  const request = useConsultationRequest(id);
  const decide = useDecideRequest(id);
  const free = useFreeSessions(seoulDate(new Date()));
  const [sessionId, setSessionId] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (request.isPending) return <LoadingState />;
  if (request.isError) {
    const missing = statusOf(request.error) === 404;
    return (
      <section aria-labelledby="request-title">
        <p><Link to="/console/advice/requests" className={styles.backLink}>{t('requests.back')}</Link></p>
        <h1 id="request-title" className={styles.pageTitle}>{t('requests.detailTitle')}</h1>
        <ErrorState detail={missing ? t('requests.notFound') : errorMessage(request.error)} onRetry={missing ? undefined : () => void request.refetch()} />
      </section>
    );
  }
  const record = request.data;
  const open = record.status === 'REQUESTED' || record.status === 'CONFIRMED';
  const act = (action: RequestAction, message: string) => {
    setDone(null);
    decide.mutate(action, {
      onSuccess: () => {
        setDone(message);
        setAsking(false);
        setSessionId('');
      },
    });
  };
  const failure = decide.isError ? refusalText(decide.error, locale) : undefined;
  const member = record.member;
  return (
    <section aria-labelledby="request-title">
      <p><Link to="/console/advice/requests" className={styles.backLink}>{t('requests.back')}</Link></p>
      <h1 id="request-title" className={styles.pageTitle}>
        {t('requests.detailTitle')}
        <span className={styles.recordName}>{record.topic || t('requests.erased')}</span>
      </h1>
      <div role="status" className={styles.notice}>{done ?? ''}</div>
      {failure && !asking && <p className={styles.error} role="alert">{failure}</p>}
      <dl className={styles.details}>
        <dt>{t('requests.status')}</dt>
        <dd>{t(`enums.${record.status}`)}</dd>
        <dt>{t('requests.member')}</dt>
        <dd>{member ? `${member.name} (${member.username}) ${member.phone ? `· ${formatPhone(member.phone)}` : ''}` : t('requests.memberGone')}</dd>
        <dt>{t('fields.speciality')}</dt>
        <dd>{t(`enums.${record.speciality}`)}</dd>
        <dt>{t('requests.employees')}</dt>
        <dd>{record.employees ?? '—'}</dd>
        <dt>{t('requests.session')}</dt>
        <dd>{record.session ? sessionLine(record.session, locale) : t('requests.anyAdvisor')}</dd>
        <dt>{t('requests.createdAt')}</dt>
        <dd>{formatDate(record.createdAt)}</dd>
        {record.cancelledBy && (
          <>
            <dt>{t('requests.cancelledBy')}</dt>
            <dd>{t(`enums.${record.cancelledBy}`, { defaultValue: record.cancelledBy })}</dd>
          </>
        )}
      </dl>
      <h2>{t('requests.description')}</h2>
      <div className={`${styles.messageBody} ${own.pre}`}>{record.description || '—'}</div>
      <AdviceRequestAttachments consultationId={record._id} />

      {open && (
        <div className={own.panel}>
          <h2 id="request-session-title">{record.status === 'REQUESTED' ? t('requests.decideTitle') : t('requests.moveTitle')}</h2>
          <label htmlFor="request-session">{t('requests.chooseSession')}</label>
          <select id="request-session" value={sessionId} onChange={(event) => setSessionId(event.target.value)}>
            <option value="">{record.status === 'REQUESTED' && record.session ? t('requests.keepSession') : t('requests.noSessionChosen')}</option>
            {(free.data ?? []).map((session) => <option key={session._id} value={session._id}>{sessionLine(session, locale)}</option>)}
          </select>
          {free.isError && <p className={styles.hint}>{t('requests.sessionsFailed')}</p>}
          <div className={own.actions}>
            {record.status === 'REQUESTED' && (
              <button type="button" className={styles.primaryButton} disabled={decide.isPending} onClick={() => act({ kind: 'confirm', ...(sessionId ? { sessionId } : {}) }, t('requests.confirmed'))}>
                {t('requests.confirm')}
              </button>
            )}
            {record.session && (
              <button type="button" className={styles.secondaryButton} disabled={decide.isPending || !sessionId} onClick={() => act({ kind: 'reassign', sessionId }, t('requests.reassigned'))}>
                {t('requests.reassign')}
              </button>
            )}
            <button type="button" className={styles.dangerButton} disabled={decide.isPending} onClick={() => { decide.reset(); setAsking(true); }}>
              {t('requests.cancel')}
            </button>
          </div>
        </div>
      )}

      {(record.status === 'CONFIRMED' || record.status === 'DONE') && (
        <form
          className={own.panel}
          onSubmit={(event) => {
            event.preventDefault();
            const text = (note ?? record.advisorNote ?? '').trim();
            if (text) act({ kind: 'note', note: text }, t('requests.noted'));
          }}
        >
          <h2>{t('requests.note')}</h2>
          <label htmlFor="request-note">{t('requests.noteLabel')}</label>
          <textarea id="request-note" maxLength={ADVISOR_NOTE_MAX} value={note ?? record.advisorNote ?? ''} onChange={(event) => setNote(event.target.value)} aria-describedby="request-note-hint" />
          <p id="request-note-hint" className={styles.hint}>{t('requests.noteHint', { max: ADVISOR_NOTE_MAX })}</p>
          <div className={own.actions}>
            <button type="submit" className={styles.primaryButton} disabled={decide.isPending || !(note ?? record.advisorNote ?? '').trim()}>{t('requests.saveNote')}</button>
          </div>
        </form>
      )}
      {record.status !== 'CONFIRMED' && record.status !== 'DONE' && record.advisorNote && (
        <>
          <h2>{t('requests.note')}</h2>
          <div className={`${styles.messageBody} ${own.pre}`}>{record.advisorNote}</div>
        </>
      )}

      <ConfirmDialog
        open={asking}
        title={t('requests.cancelTitle')}
        confirmLabel={t('requests.cancel')}
        busy={decide.isPending}
        error={asking ? failure : undefined}
        onConfirm={() => act({ kind: 'cancel' }, t('requests.cancelled'))}
        onCancel={() => setAsking(false)}
      >
        <p>{t('requests.cancelQuestion', { member: member?.name ?? '—' })}</p>
      </ConfirmDialog>
    </section>
  );
}
