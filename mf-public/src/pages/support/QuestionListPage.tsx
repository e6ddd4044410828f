import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { INQUIRY_STATUSES, type InquiryStatus } from '@centre/contracts';
import { EmptyState, formatDate, useAsyncData, useIsLoggedIn, useLocale, usePageMeta } from '@centre/platform';
import { fetchQuestions } from '../../features/support/api/support-api.ts';
import { QuestionStatus } from '../../features/support/components/StatusBadge.tsx';
import { SignInPrompt } from '../../features/support/components/SignInPrompt.tsx';
import { registerSupportTranslations, SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import styles from '../../features/support/components/support.module.css';
import { Pagination } from '../../features/paging/Pagination.tsx';
import { pageCountOf, useListParams } from '../../features/paging/use-list-params.ts';
import { SUPPORT_PAGE_SIZES } from '../../public-constants.ts';
import { AsyncContent } from '../AsyncContent.tsx';
import pageStyles from '../pages.module.css';

void registerSupportTranslations();

/** /qna: members' questions with their status; a secret one is listed, its title hidden from others. */
export default function QuestionListPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const signedIn = useIsLoggedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, hrefOf } = useListParams();
  const statusParam = searchParams.get('status');
  const status = (INQUIRY_STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as InquiryStatus) : undefined;
  const mine = signedIn && searchParams.get('mine') === 'true';
  usePageMeta({ title: t('qna.title'), description: t('qna.lead') });
  const list = useAsyncData(
    (signal) => fetchQuestions({ limit: SUPPORT_PAGE_SIZES.questions, offset: (page - 1) * SUPPORT_PAGE_SIZES.questions, ...(status ? { status } : {}), ...(mine ? { mine: 'true' as const } : {}) }, signal),
    [locale, page, status, mine, signedIn],
  );
  const filter = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearchParams(next);
  };
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.pageTitle}>{t('qna.title')}</h1>
      <p className={pageStyles.lead}>{t('qna.lead')}</p>
      <div className={styles.filters}>
        <div>
          <label htmlFor="qna-status">{t('qna.statusLabel')}</label>
          <select id="qna-status" value={status ?? ''} onChange={(event) => filter('status', event.target.value)}>
            <option value="">{t('all')}</option>
            {INQUIRY_STATUSES.map((value) => <option key={value} value={value}>{t(`qna.status.${value}`)}</option>)}
          </select>
        </div>
        {signedIn && (
          <label className={styles.checkbox}>
            <input type="checkbox" checked={mine} onChange={(event) => filter('mine', event.target.checked ? 'true' : '')} /> {t('qna.onlyMine')}
          </label>
        )}
        {signedIn && <Link to="/qna/new" className={styles.button}>{t('qna.write')}</Link>}
      </div>
      {!signedIn && <SignInPrompt why={t('qna.signInToAsk')} returnTo="/qna/new" />}
      <AsyncContent state={list}>
        {({ questions, summary }) =>
          questions.length === 0 ? (
            <EmptyState>{t('qna.empty')}</EmptyState>
          ) : (
            <>
              <table className={styles.table}>
                <caption className={pageStyles.visuallyHidden}>{t('qna.caption', { count: summary.total })}</caption>
                <thead>
                  <tr><th scope="col">{t('qna.fieldTitle')}</th><th scope="col">{t('qna.author')}</th><th scope="col">{t('qna.statusLabel')}</th><th scope="col">{t('qna.date')}</th></tr>
                </thead>
                <tbody>
                  {questions.map((question) => (
                    <tr key={question._id}>
                      <th scope="row">
                        {question.secret && <span className={`${styles.badge} ${styles.secret}`}>{t('qna.secretMark')}</span>}{' '}
                        {question.title === null ? <span className={styles.secret}>{t('qna.secretTitle')}</span> : <Link to={`/qna/${question._id}`}>{question.title}</Link>}
                      </th>
                      <td>{question.author}</td>
                      <td><QuestionStatus status={question.status} /></td>
                      <td><time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time></td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pagination page={page} pageCount={pageCountOf(summary.total, SUPPORT_PAGE_SIZES.questions)} hrefOf={(n) => hrefOf({ page: n })} />
            </>
          )
        }
      </AsyncContent>
    </div>
  );
}
