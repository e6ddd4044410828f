import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ErrorState, statusOf, usePageMeta } from '@centre/platform';
import { useInquiry } from '../../features/mypage/api/inquiries.ts';
import { InquiryView } from '../../features/mypage/components/InquiryView.tsx';
import { QueryState } from '../../features/mypage/components/QueryState.tsx';
import { MYPAGE_NAMESPACE } from '../../features/mypage/i18n/translations.ts';

export default function InquiryPage() {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  const { id = '' } = useParams();
  const location = useLocation();
  const inquiry = useInquiry(id);
  usePageMeta({ title: inquiry.data?.title ?? t('inquiries.title') });
  const justSent = (location.state as { sent?: boolean } | null)?.sent === true;
  if (inquiry.isError && (statusOf(inquiry.error) === 404 || statusOf(inquiry.error) === 400)) {
    return (
      <>
        <h1>{t('inquiries.title')}</h1>
        <ErrorState title={t('inquiries.notFound')} detail="" />
        <Link to="/mypage/inquiries">{t('inquiries.back')}</Link>
      </>
    );
  }
  return <QueryState query={inquiry}>{(data) => <InquiryView inquiry={data} justSent={justSent} />}</QueryState>;
}
