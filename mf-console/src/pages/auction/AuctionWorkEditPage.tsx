import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ConsoleWork, WorkInput } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { blankValueOf, nodeOf } from '../../components/form/schema.ts';
import { localisedIn } from '../../lib/localised.ts';
import { useDeleteWork, useSaveWork, useWork } from '../../features/auction/api.ts';
import { RecordEditor } from '../../features/auction/components/RecordEditor.tsx';
import { WorkBids } from '../../features/auction/components/WorkBids.tsx';
import { won } from '../../features/auction/components/money.ts';
import { WorkForm } from '../../features/auction/form-schemas.ts';
import { AUCTION_NAMESPACE } from '../../features/auction/i18n/translations.ts';
import { useAuthorReference, useHallReference, useProgramReference } from '../../features/auction/reference-choices.ts';
import styles from '../../components/components.module.css';
import own from '../../features/auction/components/auction.module.css';

const HINTS = {
  namespace: AUCTION_NAMESPACE,
  multiline: ['description'],
  references: { programId: useProgramReference, hallId: useHallReference, authorId: useAuthorReference },
} as const;
const FIELDS = Object.keys(nodeOf(WorkForm).properties ?? {});
/**
 * Amounts that may stay empty. The form kit reads a number input's value through its converter,
 * which turns '' into null but a null default into 0: an empty amount starts as ''.
 */
const OPTIONAL_NUMBERS = ['year', 'estimateLow', 'estimateHigh', 'reservePrice', 'buyNowPrice'];

function valuesOf(work: ConsoleWork | undefined, programId: string | null): WorkInput {
  const blank = blankValueOf(nodeOf(WorkForm)) as Record<string, unknown>;
  const source: Record<string, unknown> = work
    ? (work as unknown as Record<string, unknown>)
    : { ...blank, programId: programId ?? '', hallId: '', authorId: '', size: '', year: new Date().getFullYear(), startPrice: 10_000, hallOrder: 0, published: false };
  return Object.fromEntries(FIELDS.map((name) => [name, OPTIONAL_NUMBERS.includes(name) ? (source[name] ?? '') : (source[name] ?? blank[name])])) as unknown as WorkInput;
}

/** A work: program, hall and its place there, author, texts, pictures, prices; then its bids. */
export default function AuctionWorkEditPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const locale = useLocale();
  const work = useWork(id);
  const programId = searchParams.get('programId');
  const defaults = useMemo(() => (id && !work.data ? null : valuesOf(work.data, programId)), [id, work.data, programId]);
  const record = work.data;
  return (
    <RecordEditor<WorkInput>
      key={record?.updatedAt ?? 'new'}
      id={id} kind="works" listPath="/console/auction/works" title={id ? t('works.edit') : t('works.create')}
      recordName={record ? localisedIn(record.title, locale) : undefined}
      query={work} defaults={defaults} schema={WorkForm} hints={HINTS} save={useSaveWork()} remove={useDeleteWork()}
      before={record && (
        <section className={own.panel} aria-labelledby="work-lot">
          <h2 id="work-lot">{t('works.lot')}</h2>
          <dl className={styles.details}>
            <dt>{t('works.state')}</dt>
            <dd>{t(`lotState.${record.lot.state}`)}</dd>
            <dt>{t('works.price')}</dt>
            <dd>{won(record.lot.hammerPrice ?? record.lot.currentPrice)}</dd>
            <dt>{t('works.bids')}</dt>
            <dd>{record.lot.bidCount}</dd>
            <dt>{t('works.reserve')}</dt>
            <dd>{record.lot.hasReserve ? (record.lot.reserveMet ? t('results.reserveMet') : t('results.reserveNotMet')) : t('results.noReserve')}</dd>
          </dl>
          {record.lot.bidCount > 0 && <p className={styles.hint}>{t('works.pricesLocked')}</p>}
        </section>
      )}
    >
      {record && <WorkBids workId={record._id} open={record.lot.state === 'OPEN' && record.lot.open} />}
    </RecordEditor>
  );
}
