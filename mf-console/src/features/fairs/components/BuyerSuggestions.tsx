import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuyerSuggestions } from '../api/matchings.ts';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import { refusalText } from './refusal.ts';
import kit from '../../../components/components.module.css';

/** The exhibitors suggested to the chosen buyer (the service's rule: wanted items, capacity, free slots), beside the placement form. */
export function BuyerSuggestions({ fair, buyer, company }: { fair: string; buyer: string; company: string }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const heading = useId();
  const suggestions = useBuyerSuggestions(fair, buyer);
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>{t('suggestions.title', { company })}</h3>
      {suggestions.isPending ? (
        <p role="status">{t('suggestions.loading')}</p>
      ) : suggestions.isError ? (
        <p role="alert" className={kit.error}>
          {refusalText(t, suggestions.error)}
        </p>
      ) : suggestions.data.length === 0 ? (
        <p>{t('suggestions.empty')}</p>
      ) : (
        <ol>
          {suggestions.data.map((row) => (
            <li key={row._id}>
              {row.table === null ? row.tradeName : t('board.table', { table: row.table, name: row.tradeName })}
              {' — '}
              {row.matchedItems.map((item) => t(`enums.${item}`)).join(', ')}
              {' · '}
              {row.capacityFits === null ? t('suggestions.capacityUnknown') : row.capacityFits ? t('suggestions.capacityFits') : t('suggestions.capacityOutside')}
              {' · '}
              {row.meeting ? t('suggestions.meeting') : t('suggestions.freeSlots', { count: row.freeSlots })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
