import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@centre/platform';
import { InquiryForm } from '../../features/mypage/components/InquiryForm.tsx';
import { MYPAGE_NAMESPACE } from '../../features/mypage/i18n/translations.ts';

export default function InquiryNewPage() {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  usePageMeta({ title: t('inquiries.newTitle') });
  return (
    <>
      <h1>{t('inquiries.newTitle')}</h1>
      <InquiryForm />
    </>
  );
}
