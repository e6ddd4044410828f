import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { downloadRequestAttachment, useRequestAttachments } from '../../features/support/api.ts';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import own from '../../features/support/support.module.css';

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The files the member attached to their request, for advice staff to download. */
export function AdviceRequestAttachments({ consultationId }: { consultationId: string }) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const attachments = useRequestAttachments(consultationId);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <h2 id="request-attachments">{t('attachments.title')}</h2>
      {attachments.isPending ? (
        <LoadingState />
      ) : attachments.isError ? (
        <ErrorState onRetry={() => void attachments.refetch()} />
      ) : attachments.data.length === 0 ? (
        <p>{t('attachments.empty')}</p>
      ) : (
        <ul aria-labelledby="request-attachments">
          {attachments.data.map((attachment) => (
            <li key={attachment._id}>
              <button
                type="button"
                className={own.linkButton}
                aria-label={t('attachments.download', { name: attachment.name })}
                onClick={() => {
                  setFailure(null);
                  downloadRequestAttachment(consultationId, attachment).catch((error: unknown) => setFailure(errorMessage(error)));
                }}
              >
                {attachment.name}
              </button>{' '}
              ({sizeOf(attachment.size)})
            </li>
          ))}
        </ul>
      )}
      {failure && <p role="alert">{failure}</p>}
    </>
  );
}
