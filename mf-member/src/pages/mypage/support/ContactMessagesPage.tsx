import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_LIMITS, type MakerContactMessage } from '@centre/contracts';
import { Button, EmptyState, formatDate, useLocale, usePageMeta } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { QueryState } from '../../../features/mypage/components/QueryState.tsx';
import { SUPPORT_PAGE_SIZE, useAnswerContactMessage, useMyContactMessages } from '../../../features/support/api/support.ts';
import { MYPAGE_SUPPORT_NAMESPACE, registerMypageSupportTranslations } from '../../../features/support/i18n/translations.ts';
import { supportFailure } from '../../../features/support/refusal.ts';
import styles from '../../../features/mypage/components/mypage.module.css';
import { Pager } from './Pager.tsx';

void registerMypageSupportTranslations();

/** /mypage/contact-messages: messages visitors and members sent this maker ("contact this maker"), answered here. */
export default function ContactMessagesPage() {
  const { t } = useTranslation(MYPAGE_SUPPORT_NAMESPACE);
  usePageMeta({ title: t('contactMessages.title') });
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const messages = useMyContactMessages((page - 1) * SUPPORT_PAGE_SIZE);
  return (
    <>
      <h1>{t('contactMessages.title')}</h1>
      <p>{t('contactMessages.lead')}</p>
      <QueryState query={messages}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState>{t('contactMessages.empty')}</EmptyState>
          ) : (
            <>
              <ul className={styles.list}>
                {data.items.map((message) => <Message key={message._id} message={message} />)}
              </ul>
              <Pager page={page} pages={Math.max(1, Math.ceil(data.total / SUPPORT_PAGE_SIZE))} onPage={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})} />
            </>
          )
        }
      </QueryState>
    </>
  );
}

function Message({ message }: { message: MakerContactMessage }) {
  const { t } = useTranslation(MYPAGE_SUPPORT_NAMESPACE);
  const locale = useLocale();
  const answer = useAnswerContactMessage();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const fieldId = `answer-${message._id}`;
  return (
    <li className={styles.card}>
      <article aria-labelledby={`message-${message._id}`}>
        <h2 id={`message-${message._id}`} className={styles.cardTitle}>{message.subject}</h2>
        <p className={styles.muted}>{t('contactMessages.from', { name: message.senderName })} · {formatDate(message.createdAt)}</p>
        <p className={styles.prose}>{message.text}</p>
        {message.answer ? (
          <>
            <h3>{t('contactMessages.yourAnswer')}</h3>
            <p className={styles.prose}>{message.answer}</p>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setEmpty(!text.trim());
              if (text.trim()) answer.mutate({ id: message._id, answer: text.trim() });
            }}
          >
            <div className={styles.field}>
              <label htmlFor={fieldId}>{t('contactMessages.answerLabel', { name: message.senderName })}</label>
              <textarea id={fieldId} maxLength={CONTACT_LIMITS.answerMaxLength} value={text} aria-invalid={empty ? true : undefined} aria-describedby={`${fieldId}-hint`} onChange={(event) => setText(event.target.value)} />
              <p id={`${fieldId}-hint`} className={styles.hint}>{t('contactMessages.answerHint')}</p>
            </div>
            {empty && <FormAlert>{t('contactMessages.answerEmpty')}</FormAlert>}
            {answer.isError && <FormAlert>{supportFailure(answer.error, t, locale, 'contact')}</FormAlert>}
            <Button type="submit" disabled={answer.isPending}>{t('contactMessages.send')}</Button>
          </form>
        )}
        <div aria-live="polite">{answer.isSuccess && <FormAlert tone="success">{t('contactMessages.sent', { name: message.senderName })}</FormAlert>}</div>
      </article>
    </li>
  );
}
