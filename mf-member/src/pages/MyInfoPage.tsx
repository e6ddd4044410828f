import { useTranslation } from 'react-i18next';
import { useSession } from '@centre/platform';
import styles from './pages.module.css';

export default function MyInfoPage() {
  const { t } = useTranslation('member');
  const { payload } = useSession();
  return (
    <div className={styles.page}>
      <h1>{t('mypage.title')}</h1>
      <p className={styles.greeting}>{t('mypage.greeting', { name: payload?.name ?? payload?.username ?? '' })}</p>
      <dl className={styles.facts}>
        <dt>{t('mypage.username')}</dt>
        <dd>{payload?.username}</dd>
      </dl>
      <p className={styles.note}>{t('mypage.comingSoon')}</p>
    </div>
  );
}
