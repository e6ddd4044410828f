import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { InquiryAnswerInput } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { useAnswerInquiry, useInquiry } from '../features/inquiries/api.ts';
import { ResourceCell } from '../components/ResourceCell.tsx';
import styles from '../components/components.module.css';

/** A member's question and the staff's answer; answering again edits the answer. */
export default function InquiryAnswerPage() {
  const { t } = useTranslation('console');
  const id = useParams().id ?? '';
  const inquiry = useInquiry(id);
  const answer = useAnswerInquiry(id);
  const data = inquiry.data;
  return (
    <section aria-labelledby="inquiry-title">
      <p>
        <Link to="/console/center/questions" className={styles.backLink}>
          {t('inquiries.back')}
        </Link>
      </p>
      {inquiry.isPending && <LoadingState />}
      {inquiry.isError && <ErrorState detail={errorMessage(inquiry.error)} onRetry={() => void inquiry.refetch()} />}
      {!data && (
        <h1 id="inquiry-title" className={styles.pageTitle}>
          {t('nav.questions')}
        </h1>
      )}
      {data && (
        <>
          <h1 id="inquiry-title" className={styles.pageTitle}>
            {data.title}
          </h1>
          <dl className={styles.details}>
            <dt>{t('inquiries.member')}</dt>
            <dd>
              {data.memberName} ({data.memberUsername})
            </dd>
            <dt>{t('inquiries.createdAt')}</dt>
            <dd>
              <ResourceCell value={data.createdAt} kind="datetime" />
            </dd>
            <dt>{t('inquiries.status')}</dt>
            <dd>{data.status === 'ANSWERED' ? t('inquiries.answerComplete') : t(`enums.${data.status}`)}</dd>
            {data.answeredAt && (
              <>
                <dt>{t('inquiries.answeredAt')}</dt>
                <dd>
                  <ResourceCell value={data.answeredAt} kind="datetime" /> {data.answeredBy ? `· ${data.answeredBy}` : ''}
                </dd>
              </>
            )}
            {data.images.length > 0 && (
              <>
                <dt>{t('inquiries.images')}</dt>
                <dd>{data.images.map((image) => image.name).join(', ')}</dd>
              </>
            )}
          </dl>
          <h2>{t('inquiries.question')}</h2>
          {/* The member's words as plain text: never rendered as HTML. */}
          <div className={styles.messageBody}>
            {data.content}
          </div>
          <h2 id="answer-heading">{data.status === 'ANSWERED' ? t('inquiries.editAnswer') : t('inquiries.writeAnswer')}</h2>
          <div role="status" className={styles.notice}>
            {answer.isSuccess ? (answer.data.notified ? t('inquiries.answeredNotified') : t('inquiries.answeredSaved')) : ''}
          </div>
          <SchemaForm
            key={data.answeredAt ?? 'new'}
            schema={InquiryAnswerInput}
            defaultValues={{ answer: data.answer ?? '' }}
            hints={{ multiline: ['answer'] }}
            labelledBy="answer-heading"
            submitLabel={t('inquiries.submitAnswer')}
            submitting={answer.isPending}
            serverError={answer.isError ? errorMessage(answer.error) : undefined}
            onSubmit={(input) => answer.mutate(input)}
          />
        </>
      )}
    </section>
  );
}
