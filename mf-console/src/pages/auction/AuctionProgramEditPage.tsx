import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { addDays, seoulDate, type ConsoleProgram, type ProgramInput } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { localisedIn } from '../../lib/localised.ts';
import { useDeleteProgram, useProgram, useSaveProgram } from '../../features/auction/api.ts';
import { ProgramBidders } from '../../features/auction/components/ProgramBidders.tsx';
import { ProgramResults } from '../../features/auction/components/ProgramResults.tsx';
import { HallOrder } from '../../features/auction/components/HallOrder.tsx';
import { RecordEditor } from '../../features/auction/components/RecordEditor.tsx';
import { ProgramForm } from '../../features/auction/form-schemas.ts';
import { AUCTION_NAMESPACE } from '../../features/auction/i18n/translations.ts';
import styles from '../../components/components.module.css';
import own from '../../features/auction/components/auction.module.css';

const HINTS = { namespace: AUCTION_NAMESPACE, multiline: ['description'] } as const;
const HOUR = 3_600_000;
const text = () => ({ ko: '', en: '', cn: '', jp: '' });

/** A new program starts with the centre's usual rules: a week of bidding, +1,000 won steps, 5 minutes' extension. */
function valuesOf(program: ConsoleProgram | undefined): ProgramInput {
  if (program) {
    const { title, description, periodFrom, periodTo, biddingOpensAt, biddingClosesAt, rules, halls, published } = program;
    return { title, description, periodFrom, periodTo, biddingOpensAt, biddingClosesAt, rules, published, halls: halls.map(({ _id, name, kind, place }) => ({ _id, name, kind, place })) };
  }
  const now = Date.now();
  const today = seoulDate(new Date(now));
  const closes = new Date(now + 7 * 24 * HOUR).toISOString();
  return {
    title: text(), description: text(), periodFrom: today, periodTo: addDays(today, 7),
    biddingOpensAt: new Date(now).toISOString(), biddingClosesAt: closes,
    rules: { increments: [{ from: 0, step: 1000 }, { from: 100_000, step: 5000 }], extensionMinutes: 5, hardCloseAt: new Date(now + 7 * 24 * HOUR + HOUR).toISOString(), approvalRequired: false, buyNowRule: 'UNTIL_FIRST_BID' },
    halls: [{ name: text(), kind: 'PHYSICAL', place: text() }],
    published: false,
  };
}

/** A program: texts, period, bidding window, rules and halls; then its bidders and results. */
export default function AuctionProgramEditPage() {
  const { id } = useParams();
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const locale = useLocale();
  const program = useProgram(id);
  const defaults = useMemo(() => (id && !program.data ? null : valuesOf(program.data)), [id, program.data]);
  const record = program.data;
  return (
    <RecordEditor<ProgramInput>
      key={record?.updatedAt ?? 'new'}
      id={id} kind="programs" listPath="/console/auction/programs" title={id ? t('programs.edit') : t('programs.create')}
      recordName={record ? localisedIn(record.title, locale) : undefined}
      query={program} defaults={defaults} schema={ProgramForm} hints={HINTS} save={useSaveProgram()} remove={useDeleteProgram()}
      before={record && (
        <section className={own.panel} aria-labelledby="program-state">
          <h2 id="program-state">{t('programs.state')}</h2>
          <dl className={styles.details}>
            <dt>{t('programs.status')}</dt>
            <dd>{t(`programStatus.${record.status}`)}</dd>
            <dt>{t('fields.published')}</dt>
            <dd>{record.published ? t('programs.yes') : t('programs.no')}</dd>
          </dl>
          <div className={own.actions}>
            <Link className={styles.secondaryLink} to={`/console/auction/works?programId=${record._id}`}>{t('programs.openWorks')}</Link>
            <Link className={styles.secondaryLink} to={`/console/auction/works/create?programId=${record._id}`}>{t('works.create')}</Link>
          </div>
        </section>
      )}
    >
      {record?.halls.map((hall) => <HallOrder key={hall._id} programId={record._id} hallId={hall._id} hallName={localisedIn(hall.name, locale)} />)}
      {record && <ProgramBidders programId={record._id} approvalRequired={record.rules.approvalRequired} />}
      {record && <ProgramResults programId={record._id} />}
    </RecordEditor>
  );
}
