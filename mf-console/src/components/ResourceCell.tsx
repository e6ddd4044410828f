// One list cell of any console table, shown by its column's kind: every list (content, members,
// applications, staff, audit) reads values the same way.
import { useTranslation } from 'react-i18next';
import { seoulDateTime, type LocalisedText } from '@centre/contracts';
import { formatDate, useLocale, VisuallyHidden } from '@centre/platform';
import { localisedIn } from '../lib/localised.ts';

/** How a list column shows its value. */
export type ColumnKind = 'localised' | 'boolean' | 'date' | 'datetime' | 'choice' | 'number' | 'text' | 'image';

/** One list cell, shown by its column's kind. */
export function ResourceCell({ value, kind }: { value: unknown; kind: ColumnKind }) {
  const { t } = useTranslation('console');
  const locale = useLocale();
  switch (kind) {
    case 'localised':
      return <>{localisedIn(value as LocalisedText, locale)}</>;
    case 'boolean':
      return <>{value ? t('list.yes') : t('list.no')}</>;
    case 'date':
    case 'datetime':
      // No time set (e.g. a notice published at once, with no scheduled start) is a dash, never the epoch.
      if (typeof value !== 'string' || value === '') {
        return (
          <>
            <span aria-hidden="true">–</span>
            <VisuallyHidden>{t('list.notSet')}</VisuallyHidden>
          </>
        );
      }
      return <time dateTime={value}>{kind === 'date' ? formatDate(value) : seoulDateTime(value)}</time>;
    case 'choice':
      return <>{value ? t(`enums.${String(value)}`, { defaultValue: String(value) }) : ''}</>;
    case 'image':
      // The row's title names the record; the thumbnail only helps the eye.
      return value ? <img src={value as string} alt="" width={64} height={48} loading="lazy" style={{ objectFit: 'cover' }} /> : null;
    default:
      return <>{value === null || value === undefined ? '' : String(value)}</>;
  }
}
