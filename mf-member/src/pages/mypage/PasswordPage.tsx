import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@centre/platform';
import { PasswordChangeForm } from '../../features/mypage/components/PasswordChangeForm.tsx';
import { MYPAGE_NAMESPACE } from '../../features/mypage/i18n/translations.ts';

export default function PasswordPage() {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  usePageMeta({ title: t('password.title') });
  return (
    <>
      <h1>{t('password.title')}</h1>
      <p>{t('password.lead')}</p>
      <PasswordChangeForm />
    </>
  );
}
