import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleFair } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage, statusOf, useLocale } from '@centre/platform';
import { localisedIn } from '../../../lib/localised.ts';
import { useFair } from '../api/fairs.ts';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import { FairBadge } from './FairBadge.tsx';
import { FairTabs } from './FairTabs.tsx';
import kit from '../../../components/components.module.css';

/**
 * The head of one fair's screens: back to the list, the screen's name with the fair's title, the
 * fair's tabs; loading and failure of the fair itself. Renders `children` with the fair once loaded.
 */
export function FairHead({ fair, titleKey, children }: { fair: string; titleKey: string; children: (record: ConsoleFair) => React.ReactNode }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const locale = useLocale();
  const record = useFair(fair);
  return (
    <section aria-labelledby="fair-screen-title">
      <p className={kit.backLink}>
        <Link to="/console/fairs">{t('fairs.back')}</Link>
      </p>
      <h1 id="fair-screen-title" className={kit.pageTitle}>
        {t(titleKey)}
        {record.data && (
          <span className={kit.recordName}>
            {localisedIn(record.data.title, locale)} <FairBadge value={record.data.status} />
          </span>
        )}
      </h1>
      <FairTabs fair={fair} />
      {record.isPending && <LoadingState />}
      {record.isError && (
        <ErrorState
          detail={statusOf(record.error) === 404 ? t('fairs.notFound') : errorMessage(record.error)}
          onRetry={statusOf(record.error) === 404 ? undefined : () => void record.refetch()}
        />
      )}
      {record.data && children(record.data)}
    </section>
  );
}
