import { useTranslation } from 'react-i18next';
import { MYFAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

/** A status in words, coloured to match (never by colour alone). */
export function StatusBadge({ status, labels }: { status: string; labels: 'fairs.status' | 'matchings.status' | 'fairs.fairStatus' }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  return <span className={`${styles.badge} ${styles[`badge${status}`] ?? ''}`}>{t(`${labels}.${status}`)}</span>;
}
