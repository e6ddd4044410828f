import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Inquiry } from '@centre/contracts';
import { Button, errorMessage, formatDate, useConfirm } from '@centre/platform';
import { useDeleteQuestion } from '../api/inquiries.ts';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { InquiryStatusBadge } from './InquiryList.tsx';
import { PrivateImage } from './PrivateImage.tsx';
import styles from './mypage.module.css';

/** One question with staff's answer; a question still waiting may be deleted (after confirming). */
export function InquiryView({ inquiry, justSent }: { inquiry: Inquiry; justSent: boolean }) {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  const navigate = useNavigate();
  const remove = useDeleteQuestion();
  const [failure, setFailure] = useState<string | null>(null);

  const { ask, dialog } = useConfirm();
  const deleteQuestion = async () => {
    if (!(await ask({ title: t('inquiries.deleteConfirm'), confirmLabel: t('inquiries.delete') }))) return;
    setFailure(null);
    remove.mutate(inquiry._id, {
      onSuccess: () => navigate('/mypage/inquiries', { state: { deleted: true } }),
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <article className={styles.form} aria-labelledby="inquiry-title">
      {dialog}
      {justSent && <FormAlert tone="success">{t('inquiries.sent')}</FormAlert>}
      <div className={styles.cardHead}>
        <h1 id="inquiry-title">{inquiry.title}</h1>
        <InquiryStatusBadge status={inquiry.status} />
      </div>
      <p className={styles.hint}>{t('inquiries.askedAt')} {formatDate(inquiry.createdAt)}</p>
      <p className={styles.prose}>{inquiry.content}</p>
      {inquiry.images.length > 0 && (
        <ul className={styles.thumbs}>
          {inquiry.images.map((image, index) => (
            <li key={image.url}>
              <PrivateImage url={image.url} alt={t('inquiries.picture', { number: index + 1 })} />
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="inquiry-answer">
        <h2 id="inquiry-answer">{t('inquiries.answer')}</h2>
        {inquiry.answer ? (
          <>
            {inquiry.answeredAt && <p className={styles.hint}>{t('inquiries.answeredAt')} {formatDate(inquiry.answeredAt)}</p>}
            {/* Staff's answer is HTML the content service sanitised when it was saved. */}
            <div className={styles.answer} dangerouslySetInnerHTML={{ __html: inquiry.answer }} />
          </>
        ) : (
          <p className={styles.muted}>{t('inquiries.noAnswer')}</p>
        )}
      </section>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Link to="/mypage/inquiries" className={styles.secondaryLink}>{t('inquiries.back')}</Link>
        {inquiry.status === 'WAITING_REPLY' && (
          <Button variant="secondary" className={styles.dangerLink} disabled={remove.isPending} onClick={() => void deleteQuestion()}>
            {t('inquiries.delete')}
          </Button>
        )}
      </div>
    </article>
  );
}
