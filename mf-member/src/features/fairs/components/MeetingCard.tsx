import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FAIR_LIMITS, MAKER_ITEMS, MEETING_ATTENDANCES, MeetingOutcomeInput, type Meeting } from '@centre/contracts';
import { Button, useLocale, useConfirm } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useMeetingAction, useRecordOutcome } from '../api/fairs.ts';
import { checkedValues } from '../form-values.ts';
import { MYFAIRS_NAMESPACE } from '../i18n/translations.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { StatusBadge } from './FairBadges.tsx';
import styles from './fairs.module.css';

interface OutcomeValues { attendance: string; items: string[]; estimatedAmount: string; followUp: string }
const outcomeRequest = (values: OutcomeValues): MeetingOutcomeInput => ({
  attendance: values.attendance as MeetingOutcomeInput['attendance'],
  items: checkedValues(values.items) as MeetingOutcomeInput['items'],
  estimatedAmount: values.estimatedAmount.trim() === '' ? 0 : Number(values.estimatedAmount),
  followUp: values.followUp.trim(),
});
const outcomeResolver = ruleResolver<OutcomeValues>(MeetingOutcomeInput, { requestOf: outcomeRequest });

/** My side's outcome of a meeting that has begun; sending again corrects it. */
function OutcomeForm({ meeting, onDone }: { meeting: Meeting; onDone: (message: string) => void }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const locale = useLocale();
  const record = useRecordOutcome();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<OutcomeValues>({ resolver: outcomeResolver, defaultValues: { attendance: 'HELD', items: [], estimatedAmount: '', followUp: '' } });
  const error = (field: keyof OutcomeValues) => ruleMessage((formState.errors as Record<string, { type?: unknown } | undefined>)[field], locale, { schema: MeetingOutcomeInput, field });
  const id = (name: string) => `outcome-${name}-${meeting._id}`;
  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await record.mutateAsync({ id: meeting._id, input: outcomeRequest(values) });
        onDone(t('matchings.outcomeSaved'));
      } catch (problem) {
        setFailure(failureMessage(problem, t, locale));
      }
    },
    () => focusFirstError(formRef.current),
  );
  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('matchings.outcome')}>
      <SelectField id={id('attendance')} label={t('matchings.attendance')} error={error('attendance')} {...register('attendance')}>
        {MEETING_ATTENDANCES.map((value) => <option key={value} value={value}>{t(`matchings.attendances.${value}`)}</option>)}
      </SelectField>
      <ChoiceGroup id={id('items')} legend={t('matchings.outcomeItems')} values={MAKER_ITEMS} labels="itemLabels" field={register('items')} error={error('items')} />
      <TextField id={id('amount')} label={t('matchings.estimatedAmount')} type="number" inputMode="numeric" min={0} error={error('estimatedAmount')} {...register('estimatedAmount')} />
      <TextField id={id('followUp')} label={t('matchings.followUp')} maxLength={FAIR_LIMITS.note} error={error('followUp')} {...register('followUp')} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>{t('matchings.saveOutcome')}</Button>
      </div>
    </form>
  );
}

/** One meeting from my side: who, when, why; answer, cancel, contact once confirmed, outcome once begun. */
export function MeetingCard({ meeting, fairTitle }: { meeting: Meeting; fairTitle: string | undefined }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const locale = useLocale();
  const act = useMeetingAction();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [recording, setRecording] = useState(false);
  const [recorded, setRecorded] = useState(false);
  const cardRef = useRef<HTMLHeadingElement>(null);
  const asExhibitor = meeting.role === 'EXHIBITOR';
  const counterpart = asExhibitor ? `${meeting.buyer.company} (${meeting.buyer.country})` : meeting.exhibitor.tradeName;
  const started = Date.parse(meeting.startsAt) <= Date.now();
  const open = meeting.status === 'REQUESTED' || meeting.status === 'ACCEPTED';
  const localTime = asExhibitor && meeting.buyer.timeZone !== 'Asia/Seoul'
    ? new Intl.DateTimeFormat(locale === 'cn' ? 'zh-CN' : locale === 'jp' ? 'ja' : locale, { timeZone: meeting.buyer.timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(meeting.startsAt))
    : null;

  const { ask, dialog } = useConfirm();
  const perform = async (action: 'accept' | 'decline' | 'cancel') => {
    if (action === 'decline' && !(await ask({ title: t('matchings.confirmDecline'), confirmLabel: t('matchings.decline') }))) return;
    if (action === 'cancel' && !(await ask({ title: t('matchings.confirmCancel'), confirmLabel: t('matchings.cancel') }))) return;
    setResult(null);
    try {
      await act.mutateAsync({ id: meeting._id, action });
      setResult({ tone: 'success', text: t(action === 'accept' ? 'matchings.accepted' : action === 'decline' ? 'matchings.declined' : 'matchings.cancelled') });
    } catch (problem) {
      setResult({ tone: 'error', text: failureMessage(problem, t, locale) });
    }
    cardRef.current?.focus();
  };

  return (
    <li className={styles.card}>
      {dialog}
      <h3 ref={cardRef} tabIndex={-1}>
        {meeting.slot.replace('T', ' ')} · {counterpart}
      </h3>
      <p className={styles.row}>
        <StatusBadge status={meeting.status} labels="matchings.status" />
        {fairTitle && <span>{fairTitle}</span>}
        {meeting.exhibitor.table !== null && <span>{t('matchings.table', { table: meeting.exhibitor.table })}</span>}
        {meeting.placedByStaff && <span>{t('matchings.placedByStaff')}</span>}
      </p>
      <dl className={styles.facts}>
        {localTime && (<><dt>{t('matchings.slot')}</dt><dd>{t('matchings.localTime', { time: `${localTime} (${meeting.buyer.timeZone})` })}</dd></>)}
        {meeting.context && (<><dt>{t('matchings.context')}</dt><dd>{meeting.context}</dd></>)}
        {meeting.contact && (
          <>
            <dt>{t('matchings.contact')}</dt>
            <dd>{[meeting.contact.email, meeting.contact.phone].filter(Boolean).join(' · ') || '—'}</dd>
          </>
        )}
        {meeting.meetingLink && (<><dt>{t('matchings.link')}</dt><dd><a href={meeting.meetingLink} target="_blank" rel="noreferrer">{meeting.meetingLink}</a></dd></>)}
      </dl>
      <div className={styles.actions}>
        {asExhibitor && meeting.status === 'REQUESTED' && (
          <>
            <Button disabled={act.isPending} onClick={() => void perform('accept')} aria-label={`${t('matchings.accept')}: ${counterpart}`}>{t('matchings.accept')}</Button>
            <Button variant="secondary" disabled={act.isPending} onClick={() => void perform('decline')} aria-label={`${t('matchings.decline')}: ${counterpart}`}>{t('matchings.decline')}</Button>
          </>
        )}
        {open && !started && <Button variant="secondary" disabled={act.isPending} onClick={() => void perform('cancel')}>{t('matchings.cancel')}</Button>}
        {meeting.status === 'ACCEPTED' && started && !recording && (
          <Button variant="secondary" onClick={() => setRecording(true)}>{recorded ? t('matchings.outcomeEdit') : t('matchings.outcome')}</Button>
        )}
        {meeting.status === 'ACCEPTED' && !started && <span className={styles.hint}>{t('matchings.notStarted')}</span>}
      </div>
      {recording && <OutcomeForm meeting={meeting} onDone={(message) => { setRecording(false); setRecorded(true); setResult({ tone: 'success', text: message }); cardRef.current?.focus(); }} />}
      <div aria-live="polite">{result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}</div>
    </li>
  );
}
