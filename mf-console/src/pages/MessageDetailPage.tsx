import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useMessage, useRetryMessage } from '../features/messages/api.ts';
import { ResourceCell } from '../components/ResourceCell.tsx';
import styles from '../components/components.module.css';

/** One message: where it went, what it said, how delivery went; a FAILED one can be sent again. */
export default function MessageDetailPage() {
  const { t } = useTranslation('console');
  const id = useParams().id ?? '';
  const message = useMessage(id);
  const retry = useRetryMessage(id);
  const [confirming, setConfirming] = useState(false);
  const data = message.data;
  return (
    <section aria-labelledby="message-title">
      <p>
        <Link to="/console/messages" className={styles.backLink}>
          {t('messages.back')}
        </Link>
      </p>
      <h1 id="message-title" className={styles.pageTitle}>
        {t('messages.detail')}
      </h1>
      <div role="status" className={styles.notice}>
        {retry.isSuccess ? t('messages.retried') : ''}
      </div>
      {message.isPending && <LoadingState />}
      {message.isError && <ErrorState detail={errorMessage(message.error)} onRetry={() => void message.refetch()} />}
      {data && (
        <>
          <dl className={styles.details}>
            <dt>{t('messages.recipient')}</dt>
            <dd>{data.recipient}</dd>
            <dt>{t('messages.channel')}</dt>
            <dd>{t(`enums.${data.channel}`)}</dd>
            <dt>{t('messages.purpose')}</dt>
            <dd>{t(`enums.${data.purpose}`)}</dd>
            <dt>{t('messages.status')}</dt>
            <dd>{t(`enums.${data.status}`)}</dd>
            <dt>{t('messages.attempts')}</dt>
            <dd>{data.attempts}</dd>
            <dt>{t('messages.createdAt')}</dt>
            <dd>
              <ResourceCell value={data.createdAt} kind="datetime" />
            </dd>
            <dt>{t('messages.sentAt')}</dt>
            <dd>{data.sentAt ? <ResourceCell value={data.sentAt} kind="datetime" /> : t('messages.notSent')}</dd>
            {data.lastError && (
              <>
                <dt>{t('messages.lastError')}</dt>
                <dd>{data.lastError}</dd>
              </>
            )}
            {data.subject && (
              <>
                <dt>{t('messages.subject')}</dt>
                <dd>{data.subject}</dd>
              </>
            )}
          </dl>
          <h2>{t('messages.body')}</h2>
          {/* The stored text, never rendered as HTML: staff read exactly what was sent. */}
          <div className={styles.messageBody}>{data.body}</div>
          {data.status === 'FAILED' && (
            <div className={styles.formActions}>
              <button type="button" className={styles.primaryButton} onClick={() => setConfirming(true)}>
                {t('messages.retry')}
              </button>
            </div>
          )}
          <ConfirmDialog
            open={confirming}
            title={t('messages.confirmRetryTitle')}
            confirmLabel={t('messages.retry')}
            busy={retry.isPending}
            error={retry.isError ? errorMessage(retry.error) : undefined}
            onCancel={() => setConfirming(false)}
            onConfirm={() => retry.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          >
            <p>{t('messages.confirmRetryBody', { recipient: data.recipient })}</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
