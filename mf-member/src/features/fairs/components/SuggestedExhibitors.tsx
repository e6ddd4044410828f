import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExhibitorSuggestion } from '@centre/contracts';
import { MYFAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

/** The section around the suggestions (its heading and how they are chosen); the page puts the list's states inside. */
export function SuggestionsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>{t('suggestions.title')}</h2>
      <p className={styles.hint}>{t('suggestions.lead')}</p>
      {children}
    </section>
  );
}

/** For an approved buyer: the exhibitors who bring what they want, best first, each with the way to ask them for a meeting. */
export function SuggestedExhibitors({ fair, rows }: { fair: string; rows: readonly ExhibitorSuggestion[] }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  if (rows.length === 0) return <p>{t('suggestions.empty')}</p>;
  const scale = (row: ExhibitorSuggestion) => ({ moq: row.moq.toLocaleString(), capacity: row.monthlyCapacity.toLocaleString() });
  return (
    <ul className={styles.cards}>
      {rows.map((row) => (
        <li key={row._id} className={styles.card}>
          <h3>{row.tradeName}</h3>
          <p className={styles.row}>
            {row.table !== null && <span>{t('fairs.table', { table: row.table })}</span>}
            {row.verified && <span>{t('suggestions.verified')}</span>}
          </p>
          <p>{t('suggestions.items', { items: row.matchedItems.map((item) => t(`itemLabels.${item}`)).join(', ') })}</p>
          <p>
            {row.capacityFits === null
              ? t('suggestions.capacityUnknown')
              : t(row.capacityFits ? 'suggestions.capacityFits' : 'suggestions.capacityOutside', scale(row))}
          </p>
          <p>{row.meeting ? t('suggestions.meeting') : t('suggestions.freeSlots', { count: row.freeSlots })}</p>
          {!row.meeting && row.freeSlots > 0 && (
            <a href={`/fairs/${encodeURIComponent(fair)}/exhibitors/${encodeURIComponent(row._id)}`}>{t('suggestions.request', { name: row.tradeName })}</a>
          )}
        </li>
      ))}
    </ul>
  );
}
