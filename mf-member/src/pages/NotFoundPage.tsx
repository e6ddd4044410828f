import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './pages.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation('member');
  return (
    <div className={styles.page}>
      <h1>{t('notFound.title')}</h1>
      <p><Link to="/">{t('notFound.home')}</Link></p>
    </div>
  );
}
