import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../components/components.module.css';

/** A console page the menu already offers but whose screen is still being built. */
export default function NotAvailablePage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation('console');
  return (
    <section aria-labelledby="not-available-title">
      <h1 id="not-available-title" className={styles.pageTitle}>
        {t(`nav.${pageKey}`)}
      </h1>
      <p className={styles.notAvailable}>{t('notAvailable.detail')}</p>
      <p>
        <Link to="/console">{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
