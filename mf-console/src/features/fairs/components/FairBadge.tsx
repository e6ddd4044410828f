import { useTranslation } from 'react-i18next';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

/** A status as a word on a tinted background: the colour helps the eye, the word says it. */
export function FairBadge({ value }: { value: string }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  return (
    <span className={styles.badge} data-status={value}>
      {t(`enums.${value}`, { defaultValue: value })}
    </span>
  );
}
