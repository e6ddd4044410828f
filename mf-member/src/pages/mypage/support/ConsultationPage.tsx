import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ADVICE_PLACE_WORDS } from '@centre/contracts';
import { Button, ErrorState, LoadingState, formatDate, statusOf, useLocale, usePageMeta, useConfirm } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { useCancelConsultation, useConsultation } from '../../../features/support/api/support.ts';
import { ConsultationAttachments } from './ConsultationAttachments.tsx';
import { SupportStatus } from '../../../features/support/components/SupportStatus.tsx';
import { MYPAGE_SUPPORT_NAMESPACE, registerMypageSupportTranslations } from '../../../features/support/i18n/translations.ts';
import { supportFailure } from '../../../features/support/refusal.ts';
import styles from '../../../features/mypage/components/mypage.module.css';

void registerMypageSupportTranslations();

/** /mypage/consultations/:id: one request, its session, the advisor's note; cancel after confirming. */
export default function ConsultationPage() {
  const { t } = useTranslation(MYPAGE_SUPPORT_NAMESPACE);
  const locale = useLocale();
  const { id = '' } = useParams();
  const sent = (useLocation().state as { sent?: boolean } | null)?.sent === true;
  const consultation = useConsultation(id);
  const cancel = useCancelConsultation();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { ask, dialog } = useConfirm();
  usePageMeta({ title: consultation.data?.topic || t('consultations.detailTitle') });

  if (consultation.isPending) return <LoadingState />;
  if (consultation.isError) {
    const missing = statusOf(consultation.error) === 404 || statusOf(consultation.error) === 400;
    return (
      <>
        <h1>{t('consultations.detailTitle')}</h1>
        <ErrorState detail={missing ? t('consultations.notFound') : undefined} onRetry={missing ? undefined : () => void consultation.refetch()} />
        <p><Link to="/mypage/consultations" className={styles.secondaryLink}>{t('backToList')}</Link></p>
      </>
    );
  }
  const record = consultation.data;
  const session = record.session;
  const confirmAndCancel = async () => {
    if (!(await ask({ title: t('consultations.cancelConfirm'), confirmLabel: t('consultations.cancel') }))) return;
    setOutcome(null);
    cancel.mutate(record._id, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('consultations.cancelled') }),
      onError: (error) => setOutcome({ tone: 'error', text: supportFailure(error, t, locale, 'advice') }),
    });
  };
  return (
    <>
      {dialog}
      <p><Link to="/mypage/consultations">{t('backToList')}</Link></p>
      <div className={styles.cardHead}>
        <h1>{record.topic || t('consultations.erased')}</h1>
        <SupportStatus status={record.status} />
      </div>
      {sent && <FormAlert tone="success">{t('consultations.sent')}</FormAlert>}
      <dl className={styles.facts}>
        <dt>{t('consultations.speciality')}</dt>
        <dd>{t(`speciality.${record.speciality}`)}</dd>
        <dt>{t('consultations.session')}</dt>
        <dd>
          {session
            ? `${session.date} ${session.startTime}–${session.endTime} · ${session.advisorName} · ${ADVICE_PLACE_WORDS[session.mode === 'VISIT' && session.site ? session.site : session.mode][locale]}`
            : t('consultations.anyAdvisor')}
        </dd>
        <dt>{t('consultations.askedOnLabel')}</dt>
        <dd>{formatDate(record.createdAt)}</dd>
      </dl>
      <section className={styles.section} aria-labelledby="consultation-description">
        <h2 id="consultation-description">{t('consultations.description')}</h2>
        <p className={styles.prose}>{record.description || '—'}</p>
      </section>
      <ConsultationAttachments consultationId={record._id} open={record.status === 'REQUESTED' || record.status === 'CONFIRMED'} />
      <section className={styles.section} aria-labelledby="consultation-note">
        <h2 id="consultation-note">{t('consultations.note')}</h2>
        {record.advisorNote ? <p className={`${styles.answer} ${styles.prose}`}>{record.advisorNote}</p> : <p className={styles.muted}>{t('consultations.noNote')}</p>}
      </section>
      <div className={styles.actions} aria-live="polite">
        {record.cancellable && (
          <Button variant="secondary" className={styles.danger} disabled={cancel.isPending} onClick={() => void confirmAndCancel()}>
            {cancel.isPending ? t('cancelling') : t('consultations.cancel')}
          </Button>
        )}
        {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      </div>
    </>
  );
}
