import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadingState, usePageMeta } from '@centre/platform';
import { QueryState } from '../../../features/mypage/components/QueryState.tsx';
import { useMyFairs, useSchedule, useSuggestions } from '../../../features/fairs/api/fairs.ts';
import { StatusBadge } from '../../../features/fairs/components/FairBadges.tsx';
import { ProductManager } from '../../../features/fairs/components/ProductManager.tsx';
import { ScheduleGrid } from '../../../features/fairs/components/ScheduleGrid.tsx';
import { SuggestedExhibitors, SuggestionsSection } from '../../../features/fairs/components/SuggestedExhibitors.tsx';
import styles from '../../../features/fairs/components/fairs.module.css';
import { MYFAIRS_NAMESPACE, registerMyFairsTranslations } from '../../../features/fairs/i18n/translations.ts';

void registerMyFairsTranslations();

/** /mypage/fairs/:fair: my part in one fair — my fair products as exhibitor, my day grid, the calendar file. */
export default function MyFairPage() {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const { fair = '' } = useParams();
  const mine = useMyFairs();
  const entries = (mine.data ?? []).filter((entry) => entry.fair._id === fair);
  const approved = entries.some((entry) => entry.status === 'APPROVED');
  const schedule = useSchedule(fair, approved);
  const exhibitor = entries.find((entry) => entry.role === 'EXHIBITOR' && entry.status === 'APPROVED');
  const buyer = entries.find((entry) => entry.role === 'BUYER' && entry.status === 'APPROVED');
  const suggestions = useSuggestions(fair, Boolean(buyer));
  usePageMeta({ title: entries[0]?.fair.title ?? t('fairs.title') });
  return (
    <>
      <p><Link to="/mypage/fairs">{t('fair.back')}</Link></p>
      <QueryState query={mine}>
        {() =>
          entries.length === 0 ? (
            <>
              <h1>{t('fairs.title')}</h1>
              <p>{t('fair.notMine')}</p>
            </>
          ) : (
            <>
              <h1>{entries[0]!.fair.title}</h1>
              <ul className={styles.cards}>
                {entries.map((entry) => (
                  <li key={entry._id} className={styles.row}>
                    <span>{t(`fairs.role.${entry.role}`)}</span>
                    <StatusBadge status={entry.status} labels="fairs.status" />
                    {entry.table !== null && <span>{t('fairs.table', { table: entry.table })}</span>}
                  </li>
                ))}
              </ul>
              {!approved && <p>{t('fair.waiting')}</p>}
              {approved && <p><Link to="/mypage/matchings">{t('fair.matchings')}</Link></p>}
              {exhibitor && <ProductManager fair={fair} exhibitor={exhibitor._id} />}
              {buyer && (
                <SuggestionsSection>
                  <QueryState query={suggestions}>{(rows) => <SuggestedExhibitors fair={fair} rows={rows} />}</QueryState>
                </SuggestionsSection>
              )}
              {approved && (schedule.isPending ? <LoadingState /> : <QueryState query={schedule}>{(data) => <ScheduleGrid schedule={data} />}</QueryState>)}
            </>
          )
        }
      </QueryState>
    </>
  );
}
