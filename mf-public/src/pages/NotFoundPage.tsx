import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@centre/platform';
import styles from './pages.module.css';

export function NotFoundState({ title }: { title?: string }) {
  const { t } = useTranslation('public');
  usePageMeta({ title: title ?? t('notFound.title'), description: t('notFound.detail') });
  return (
    <section className={`${styles.page} ${styles.notFound}`}>
      <p className={styles.notFoundCode} aria-hidden="true">404</p>
      <h1 className={styles.pageTitle}>{title ?? t('notFound.title')}</h1>
      <p>{t('notFound.detail')}</p>
      <p><Link to="/" className={styles.buttonLink}>{t('notFound.home')}</Link></p>
    </section>
  );
}

export default function NotFoundPage() {
  return <NotFoundState />;
}
