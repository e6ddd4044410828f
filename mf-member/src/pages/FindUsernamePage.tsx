import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@centre/platform';
import { RecoveryForm } from '../features/recovery/components/RecoveryForm.tsx';
import styles from './pages.module.css';

export default function FindUsernamePage() {
  const { t } = useTranslation('member');
  usePageMeta({ title: t('login.findUsername') });
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>{t('login.findUsername')}</h1>
      <RecoveryForm purpose="FIND_USERNAME" />
    </div>
  );
}
