import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button, usePageMeta } from '@centre/platform';
import { INQUIRIES_PAGE_SIZE, useInquiries } from '../../features/mypage/api/inquiries.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { InquiryList } from '../../features/mypage/components/InquiryList.tsx';
import { QueryState } from '../../features/mypage/components/QueryState.tsx';
import { MYPAGE_NAMESPACE } from '../../features/mypage/i18n/translations.ts';
import styles from '../../features/mypage/components/mypage.module.css';

export default function InquiriesPage() {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  usePageMeta({ title: t('inquiries.title') });
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const inquiries = useInquiries((page - 1) * INQUIRIES_PAGE_SIZE);
  const deleted = (location.state as { deleted?: boolean } | null)?.deleted === true;
  const goTo = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});
  return (
    <>
      <div className={styles.cardHead}>
        <h1>{t('inquiries.title')}</h1>
        <Link to="/mypage/inquiries/new" className={styles.secondaryLink}>{t('inquiries.write')}</Link>
      </div>
      <p>{t('inquiries.lead')}</p>
      {deleted && <FormAlert tone="success">{t('inquiries.deleted')}</FormAlert>}
      <QueryState query={inquiries}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.summary.total / INQUIRIES_PAGE_SIZE));
          return (
            <>
              <InquiryList inquiries={data.inquiries} />
              {pages > 1 && (
                <nav className={styles.actions} aria-label={t('inquiries.pageOf', { page, pages })}>
                  <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>{t('inquiries.previous')}</Button>
                  <span aria-current="page" className={styles.hint}>{t('inquiries.pageOf', { page, pages })}</span>
                  <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>{t('inquiries.next')}</Button>
                </nav>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
