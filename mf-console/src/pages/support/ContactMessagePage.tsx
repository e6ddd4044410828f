import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CONTACT_LIMITS } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage, formatDate, statusOf, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useAnswerContactMessage, useCloseContactMessage, useContactMessage } from '../../features/support/api.ts';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import { refusalText } from '../../features/support/refusal.ts';
import styles from '../../components/components.module.css';
import own from '../../features/support/support.module.css';

/** One contact message: read it, answer it by e-mail, or put it aside. */
export default function ContactMessagePage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const { id = '' } = useParams();
  const message = useContactMessage(id);
  const answer = useAnswerContactMessage(id);
  const close = useCloseContactMessage(id);
  const [text, setText] = useState('');
  const [closing, setClosing] = useState(false);

  if (message.isPending) return <LoadingState />;
  if (message.isError) {
    const missing = statusOf(message.error) === 404;
    return (
      <section aria-labelledby="contact-message-title">
        <p><Link to="/console/center/messages" className={styles.backLink}>{t('contact.back')}</Link></p>
        <h1 id="contact-message-title" className={styles.pageTitle}>{t('nav.contactMessages')}</h1>
        <ErrorState detail={missing ? t('contact.notFound') : errorMessage(message.error)} onRetry={missing ? undefined : () => void message.refetch()} />
      </section>
    );
  }
  const record = message.data;
  const answerable = record.recipient === 'CENTRE' && record.status === 'NEW';
  return (
    <section aria-labelledby="contact-message-title">
      <p><Link to="/console/center/messages" className={styles.backLink}>{t('contact.back')}</Link></p>
      <h1 id="contact-message-title" className={styles.pageTitle}>{record.subject}</h1>
      <div role="status" className={styles.notice}>{answer.isSuccess ? t('contact.answered') : close.isSuccess ? t('contact.closed') : ''}</div>
      <dl className={styles.details}>
        <dt>{t('contact.sender')}</dt>
        <dd>{record.senderName}{record.senderMemberId ? ` · ${t('contact.member')}` : ''}</dd>
        <dt>{t('contact.replyEmail')}</dt>
        <dd>{record.replyEmail ?? t('contact.makersOnly')}</dd>
        <dt>{t('contact.recipient')}</dt>
        <dd>{t(`enums.${record.recipient}`)}</dd>
        <dt>{t('contact.status')}</dt>
        <dd>{t(`enums.${record.status}`)}</dd>
        <dt>{t('requests.createdAt')}</dt>
        <dd>{formatDate(record.createdAt)} · {record.locale}</dd>
      </dl>
      <h2>{t('contact.text')}</h2>
      <div className={`${styles.messageBody} ${own.pre}`}>{record.text}</div>
      {record.answer && (
        <>
          <h2>{t('contact.answer')}</h2>
          <div className={`${styles.messageBody} ${own.pre}`}>{record.answer}</div>
          <p className={styles.hint}>{record.answeredBy} · {record.answeredAt ? formatDate(record.answeredAt) : ''}</p>
        </>
      )}
      {answerable && (
        <form
          className={own.panel}
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) answer.mutate(text.trim());
          }}
        >
          <h2 id="contact-answer-title">{t('contact.writeAnswer')}</h2>
          <label htmlFor="contact-answer">{t('contact.answerLabel', { email: record.replyEmail ?? '' })}</label>
          <textarea id="contact-answer" maxLength={CONTACT_LIMITS.answerMaxLength} value={text} onChange={(event) => setText(event.target.value)} aria-describedby="contact-answer-hint" />
          <p id="contact-answer-hint" className={styles.hint}>{t('contact.answerHint', { max: CONTACT_LIMITS.answerMaxLength })}</p>
          {answer.isError && <p className={styles.error} role="alert">{refusalText(answer.error, locale)}</p>}
          <div className={own.actions}>
            <button type="submit" className={styles.primaryButton} disabled={answer.isPending || !text.trim()}>{t('contact.send')}</button>
            <button type="button" className={styles.secondaryButton} onClick={() => { close.reset(); setClosing(true); }}>{t('contact.close')}</button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={closing}
        title={t('contact.closeTitle')}
        confirmLabel={t('contact.close')}
        busy={close.isPending}
        error={close.isError ? refusalText(close.error, locale) : undefined}
        onConfirm={() => close.mutate(undefined, { onSuccess: () => setClosing(false) })}
        onCancel={() => setClosing(false)}
      >
        <p>{t('contact.closeQuestion')}</p>
      </ConfirmDialog>
    </section>
  );
}
