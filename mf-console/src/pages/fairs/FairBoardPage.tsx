import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { fairSlotsOf, type ConsoleFair } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { ALL_AT_ONCE, useBuyers, useExhibitors } from '../../features/fairs/api/participants.ts';
import { useAllMeetings } from '../../features/fairs/api/matchings.ts';
import { FairHead } from '../../features/fairs/components/FairHead.tsx';
import { MatchingBoard } from '../../features/fairs/components/MatchingBoard.tsx';
import { FAIRS_NAMESPACE } from '../../features/fairs/i18n/translations.ts';
import styles from '../../features/fairs/components/fairs.module.css';

const APPROVED = { page: 1, status: 'APPROVED', limit: ALL_AT_ONCE } as const;

/** The matching board of a fair: approved exhibitors' tables across, the day's slots down. */
export default function FairBoardPage() {
  const { id = '' } = useParams();
  return (
    <FairHead fair={id} titleKey="board.title">
      {(fair) => <Board fair={fair} />}
    </FairHead>
  );
}

function Board({ fair }: { fair: ConsoleFair }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const exhibitors = useExhibitors(fair._id, APPROVED);
  const buyers = useBuyers(fair._id, APPROVED);
  const meetings = useAllMeetings(fair._id);
  const slots = useMemo(() => fairSlotsOf(fair), [fair]);
  const days = useMemo(() => [...new Set(slots.map((slot) => slot.day))], [slots]);
  const [day, setDay] = useState(days[0] ?? '');
  // Tables in order; approved exhibitors still without a table at the end.
  const columns = useMemo(
    () => [...(exhibitors.data?.exhibitors ?? [])].sort((a, b) => (a.table ?? Number.MAX_SAFE_INTEGER) - (b.table ?? Number.MAX_SAFE_INTEGER)),
    [exhibitors.data],
  );
  const queries = [exhibitors, buyers, meetings];
  const failed = queries.find((query) => query.isError);
  if (failed) return <ErrorState detail={errorMessage(failed.error)} onRetry={() => queries.forEach((query) => void query.refetch())} />;
  if (queries.some((query) => query.isPending)) return <LoadingState />;
  return (
    <div className={styles.sections}>
      {days.length > 1 && (
        <label className={styles.inline}>
          {t('board.day')}
          <select value={day} onChange={(event) => setDay(event.target.value)}>
            {days.map((one) => (
              <option key={one} value={one}>
                {one}
              </option>
            ))}
          </select>
        </label>
      )}
      <p>{t('board.counts', { exhibitors: columns.length, buyers: buyers.data?.buyers.length ?? 0 })}</p>
      <MatchingBoard
        key={day}
        fair={fair._id}
        slots={slots.filter((slot) => slot.day === day)}
        exhibitors={columns}
        buyers={buyers.data?.buyers ?? []}
        meetings={meetings.data ?? []}
      />
    </div>
  );
}
