import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@centre/platform';
import { RecoveryForm } from '../features/recovery/components/RecoveryForm.tsx';
import styles from './pages.module.css';

export default function ResetPasswordPage() {
  const { t } = useTranslation('member');
  usePageMeta({ title: t('login.resetPassword') });
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>{t('login.resetPassword')}</h1>
      <RecoveryForm purpose="RESET_PASSWORD" />
    </div>
  );
}
