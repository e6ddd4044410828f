import { useTranslation } from 'react-i18next';
import styles from './pages.module.css';

const MEMBER_KINDS = ['domesticPrivate', 'domesticInstitution', 'overseas'] as const;

/** Placeholder until sign-up arrives: explains the three member kinds. */
export default function JoinTypePage() {
  const { t } = useTranslation('member');
  return (
    <div className={styles.page}>
      <h1>{t('join.title')}</h1>
      <p>{t('join.lead')}</p>
      <ul className={styles.kinds}>
        {MEMBER_KINDS.map((kind) => (
          <li key={kind} className={styles.kind}>
            <h2>{t(`join.kinds.${kind}.title`)}</h2>
            <p>{t(`join.kinds.${kind}.detail`)}</p>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('join.comingSoon')}</p>
    </div>
  );
}
