import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { CONTACT_REFUSALS } from '@centre/contracts';
import { ErrorState, LoadingState, formatDate, statusOf, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { RichText } from '../../components/rich-text/RichText.tsx';
import { fetchQuestion } from '../../features/support/api/support-api.ts';
import { QuestionStatus } from '../../features/support/components/StatusBadge.tsx';
import { registerSupportTranslations, SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import styles from '../../features/support/components/support.module.css';
import { isMissingRecord } from '../AsyncContent.tsx';
import { NotFoundState } from '../NotFoundPage.tsx';
import pageStyles from '../pages.module.css';

void registerSupportTranslations();

/** /qna/:id: a question and the centre's answer; a secret one only for its author and staff. */
export default function QuestionPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const { id = '' } = useParams();
  const locale = useLocale();
  const sent = (useLocation().state as { sent?: boolean } | null)?.sent === true;
  const detail = useAsyncData((signal) => fetchQuestion(id, signal), [id, locale]);
  const secret = detail.status === 'error' && statusOf(detail.error) === 403;
  usePageMeta({ title: detail.status === 'success' ? detail.data.title : secret ? t('qna.secretTitle') : t('qna.title') });

  if (detail.status === 'loading') return <LoadingState />;
  if (detail.status === 'error') {
    if (isMissingRecord(detail.error)) return <NotFoundState title={t('qna.notFound')} />;
    if (!secret) return <ErrorState onRetry={detail.reload} />;
    return (
      <div className={pageStyles.page}>
        <h1 className={pageStyles.pageTitle}>{t('qna.secretTitle')}</h1>
        <p className={styles.notice} role="alert">{CONTACT_REFUSALS.QUESTION_SECRET.messages[locale]}</p>
        <p><Link to="/qna" className={pageStyles.secondaryLink}>{t('backToList')}</Link></p>
      </div>
    );
  }
  const question = detail.data;
  return (
    <article className={pageStyles.page}>
      <header className={pageStyles.articleHeader}>
        <p className={pageStyles.breadcrumb}><Link to="/qna">{t('qna.title')}</Link></p>
        <h1 className={pageStyles.pageTitle}>{question.title}</h1>
        <p>
          {question.secret && <span className={`${styles.badge} ${styles.secret}`}>{t('qna.secretMark')}</span>} <QuestionStatus status={question.status} /> · {question.author} ·{' '}
          <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time>
        </p>
      </header>
      {sent && <p className={styles.success} role="status">{t('qna.sent')}</p>}
      <p className={styles.pre}>{question.content}</p>
      <section className={styles.answer} aria-labelledby="qna-answer">
        <h2 id="qna-answer">{t('qna.answer')}</h2>
        {question.answer ? <RichText html={question.answer} /> : <p>{t('qna.noAnswer')}</p>}
      </section>
      <p className={pageStyles.actions}><Link to="/qna" className={pageStyles.secondaryLink}>{t('backToList')}</Link></p>
    </article>
  );
}
