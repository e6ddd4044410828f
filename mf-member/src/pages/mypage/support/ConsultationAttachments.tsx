import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADVICE_REFUSALS, CONSULTATION_ATTACHMENT_LIMITS, CONSULTATION_ATTACHMENT_TYPES } from '@centre/contracts';
import { Button, ErrorState, LoadingState, useLocale } from '@centre/platform';
import { FileField } from '../../../components/form/FileField.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { downloadConsultationAttachment, useAttachToConsultation, useConsultationAttachments } from '../../../features/support/api/support.ts';
import { MYPAGE_SUPPORT_NAMESPACE } from '../../../features/support/i18n/translations.ts';
import { supportFailure } from '../../../features/support/refusal.ts';
import styles from '../../../features/mypage/components/mypage.module.css';

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The files a member attached to their consultation: listed for download, and (while it is live) one more at a time with progress. */
export function ConsultationAttachments({ consultationId, open }: { consultationId: string; open: boolean }) {
  const { t } = useTranslation(MYPAGE_SUPPORT_NAMESPACE);
  const locale = useLocale();
  const attachments = useConsultationAttachments(consultationId);
  const attach = useAttachToConsultation(consultationId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const full = (attachments.data?.length ?? 0) >= CONSULTATION_ATTACHMENT_LIMITS.perConsultation;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    // The same rules the server applies (it reads the type from the bytes): said before a byte is sent.
    const refused = !file
      ? t('attachments.choose')
      : !(CONSULTATION_ATTACHMENT_TYPES as readonly string[]).includes(file.type)
        ? ADVICE_REFUSALS.ATTACHMENT_TYPE.messages[locale]
        : file.size > CONSULTATION_ATTACHMENT_LIMITS.maxBytes
          ? ADVICE_REFUSALS.ATTACHMENT_TOO_LARGE.messages[locale]
          : null;
    setOutcome(null);
    setProblem(refused);
    if (refused || !file) {
      inputRef.current?.focus();
      return;
    }
    setProgress(0);
    try {
      await attach.mutateAsync({ file, onProgress: (share) => setProgress(Math.round(share * 100)) });
      setOutcome({ tone: 'success', text: t('attachments.attached', { name: file.name }) });
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      setOutcome({ tone: 'error', text: supportFailure(failure, t, locale, 'advice') });
    } finally {
      setProgress(null);
    }
  };
  const download = (attachment: NonNullable<typeof attachments.data>[number]) => {
    setOutcome(null);
    downloadConsultationAttachment(consultationId, attachment).catch((failure: unknown) => setOutcome({ tone: 'error', text: supportFailure(failure, t, locale, 'advice') }));
  };

  return (
    <section className={styles.section} aria-labelledby="consultation-attachments">
      <h2 id="consultation-attachments">{t('attachments.title')}</h2>
      {attachments.isPending ? (
        <LoadingState />
      ) : attachments.isError ? (
        <ErrorState onRetry={() => void attachments.refetch()} />
      ) : attachments.data.length === 0 ? (
        <p className={styles.muted}>{t('attachments.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {attachments.data.map((attachment) => (
            <li key={attachment._id}>
              <button type="button" className={styles.linkButton} aria-label={t('attachments.download', { name: attachment.name })} onClick={() => download(attachment)}>
                {attachment.name}
              </button>{' '}
              <span className={styles.muted}>({sizeOf(attachment.size)})</span>
            </li>
          ))}
        </ul>
      )}
      {open && !full && (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('attachments.add')}>
          <FileField
            ref={inputRef}
            label={t('attachments.file')}
            hint={t('attachments.hint', { max: CONSULTATION_ATTACHMENT_LIMITS.perConsultation })}
            error={problem ?? undefined}
            progress={progress}
            accept={CONSULTATION_ATTACHMENT_TYPES.join(',')}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" disabled={progress !== null}>{progress !== null ? t('attachments.sending') : t('attachments.add')}</Button>
          </div>
        </form>
      )}
      {open && full && <p className={styles.muted}>{t('attachments.full', { max: CONSULTATION_ATTACHMENT_LIMITS.perConsultation })}</p>}
      <div aria-live="polite">{outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
    </section>
  );
}
