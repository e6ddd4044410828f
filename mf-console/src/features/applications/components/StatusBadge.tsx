import { useTranslation } from 'react-i18next';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

/**
 * A status as a word on a tinted background: the colour only helps the eye, the word says it
 * (an application's, a window's or a unit's status, or an attendance).
 */
export function StatusBadge({ value }: { value: string }) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  return (
    <span className={styles.badge} data-status={value}>
      {t(`enums.${value}`, { defaultValue: value })}
    </span>
  );
}
