import { useTranslation } from 'react-i18next';
import { usePageMeta, useSession } from '@centre/platform';
import { PasswordChangeForm } from '../../features/mypage/components/PasswordChangeForm.tsx';
import { MYPAGE_NAMESPACE } from '../../features/mypage/i18n/translations.ts';
import styles from '../../features/mypage/components/mypage.module.css';

export default function PasswordPage() {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  usePageMeta({ title: t('password.title') });
  // A walk-in member on the desk's temporary password is sent here until it is changed: say why.
  const temporary = useSession().payload?.passwordChange === true;
  return (
    <>
      <h1>{t('password.title')}</h1>
      {temporary && (
        <p className={styles.notice} data-testid="temporary-password-notice">
          {t('password.temporary')}
        </p>
      )}
      <p>{t('password.lead')}</p>
      <PasswordChangeForm />
    </>
  );
}
