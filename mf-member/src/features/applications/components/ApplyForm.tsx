import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPLICATION_CHANNELS, ApplyRequest, LOCATIONS, seoulDate, type Location, type MemberApplication, type ScheduleUnit, type WorkType } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { CheckboxField } from '../../../components/form/CheckboxField.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { failureMessage, isApplyBusy } from '../../../lib/api-failure.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '../../../lib/form-rules.ts';
import { APPLY_BUSY_RETRIES, useApply, useApplyEquipments, useOpenWindows, useWindowUnits } from '../api/applications.ts';
import { APPLY_FIELDS, applyFormProblems, applyRequestOf, emptyApplication, type ApplyValues } from '../apply-values.ts';
import { hoursOf } from '../dates.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import { refusalOf, refusalText, type Refusal } from '../refusal.ts';
import { choosable, UnitChooser } from './UnitChooser.tsx';
import styles from './applications.module.css';

export interface ApplyFormProps {
  work: WorkType;
  /** The studio pages are one site each; the cutting room page lets the maker choose. */
  fixedLocation: Location | null;
  /** The member's phone on file, offered for the day. */
  defaultPhone: string;
  /** Chosen on the public calendar (`?unit=`). */
  preselected: ScheduleUnit | null;
  onApplied: (applications: MemberApplication[]) => void;
}

const monthOf = (date: string) => date.slice(0, 7);

/**
 * The application form: site and window, day(s) and session(s) with the places left, what will be
 * made, equipment, the phone for the day and the room's rules. Places and the member's quota are
 * read live; a refusal says which rule and which session, in the member's language.
 */
export function ApplyForm({ work, fixedLocation, defaultPhone, preselected, onApplied }: ApplyFormProps) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const locale = useLocale();
  const formElement = useRef<HTMLFormElement>(null);
  const [location, setLocation] = useState<Location | null>(fixedLocation ?? preselected?.location ?? null);
  const [chosenWindowId, setChosenWindowId] = useState<string | null>(preselected?.windowId ?? null);
  const [month, setMonth] = useState<string | null>(preselected ? monthOf(preselected.date) : null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const windows = useOpenWindows(work, location);
  const applyWindow = windows.data?.find((candidate) => candidate._id === chosenWindowId) ?? windows.data?.[0] ?? null;
  const today = seoulDate(new Date());
  const firstMonth = applyWindow ? monthOf(applyWindow.useFrom > today ? applyWindow.useFrom : today) : '';
  const lastMonth = applyWindow ? monthOf(applyWindow.useTo) : '';
  const shownMonth = month && applyWindow && month >= firstMonth && month <= lastMonth ? month : firstMonth;
  const units = useWindowUnits({ work, location, windowId: applyWindow?._id ?? null, month: shownMonth });
  const equipments = useApplyEquipments(work, location);
  const apply = useApply();

  const resolver = useMemo(
    () => ruleResolver<ApplyValues>(ApplyRequest, { requestOf: (values) => applyRequestOf(values, work, false), problems: (values) => applyFormProblems(values, work) }),
    [work],
  );
  const { register, handleSubmit, formState, setValue, setError, clearErrors, control, reset } = useForm<ApplyValues>({
    resolver,
    defaultValues: emptyApplication(defaultPhone, preselected && choosable(preselected) ? [preselected._id] : []),
    shouldFocusError: false,
  });
  const [unitIds, equipmentIds] = useWatch({ control, name: ['unitIds', 'equipmentIds'] });
  // Units of every month seen, so the chosen ones are named even after moving to another month.
  const seenUnits = useRef(new Map<string, ScheduleUnit>(preselected ? [[preselected._id, preselected]] : []));
  for (const unit of units.data ?? []) seenUnits.current.set(unit._id, unit);

  // Another site or window: the sessions chosen belong to the old one.
  const windowId = applyWindow?._id ?? null;
  const previousWindow = useRef(windowId);
  useEffect(() => {
    if (previousWindow.current !== null && previousWindow.current !== windowId) setValue('unitIds', []);
    previousWindow.current = windowId;
  }, [windowId, setValue]);

  const toggleUnit = (unit: ScheduleUnit, checked: boolean) => {
    setValue('unitIds', checked ? [...unitIds, unit._id] : unitIds.filter((id) => id !== unit._id), { shouldValidate: formState.isSubmitted });
    setRefusal(null);
  };
  const toggleEquipment = (id: string, checked: boolean) =>
    setValue('equipmentIds', checked ? [...equipmentIds, id] : equipmentIds.filter((chosen) => chosen !== id));

  const send = async (values: ApplyValues, joinWaitlist: boolean) => {
    setRefusal(null);
    setFailure(null);
    try {
      onApplied(await apply.mutateAsync(applyRequestOf(values, work, joinWaitlist)));
      reset(emptyApplication(values.phone));
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) return setRefusal(refused);
      if (placeServerFieldErrors(error, setError, APPLY_FIELDS).length === 0) setFailure(failureMessage(error, t, locale));
    }
  };
  // A chosen unit that is full now goes on its waitlist: the label said so when it was chosen.
  const wantsWaitlist = (values: ApplyValues) => values.unitIds.some((id) => seenUnits.current.get(id)?.state === 'FULL');
  const submit = handleSubmit((values) => send(values, wantsWaitlist(values)), () => focusFirstError(formElement.current));
  const joinWaitlist = handleSubmit((values) => send(values, true));

  const message = (field: (typeof APPLY_FIELDS)[number]) =>
    ruleMessage(formState.errors[field] as FieldError | undefined, locale, { schema: ApplyRequest, field });
  const chosenUnits = unitIds.map((id) => seenUnits.current.get(id)).filter((unit): unit is ScheduleUnit => unit !== undefined);
  const quota = applyWindow?.memberRemainingQuota ?? null;
  const overQuota = quota !== null && unitIds.length > quota;
  const refusedUnit = refusal?.unitId ? seenUnits.current.get(refusal.unitId) : undefined;
  const offerWaitlist = refusal?.code === 'UNIT_FULL' && applyWindow?.allocation === 'FIRST_COME' && applyWindow.waitlistSize > 0;
  const quantityLabel = work === 'CUTTINGROOM' ? t('apply.quantityLayers') : t('apply.quantityPieces');
  // Turned away at the opening rush and waiting to be sent again (useApply retries on its own).
  const retryingBusy = apply.isPending && apply.failureCount > 0 && isApplyBusy(apply.failureReason);

  return (
    <form ref={formElement} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>{t('apply.where')}</legend>
        {fixedLocation ? (
          <p className={styles.fact}>
            <strong>{t('apply.site')}</strong> {t(`site.${fixedLocation}`)} · {t(`work.${work}`)}
          </p>
        ) : (
          <SelectField id="apply-site" label={t('apply.site')} required value={location ?? ''} onChange={(event) => setLocation((event.target.value || null) as Location | null)}>
            <option value="">{t('apply.chooseSite')}</option>
            {LOCATIONS.map((site) => <option key={site} value={site}>{t(`site.${site}`)}</option>)}
          </SelectField>
        )}
        {location !== null && windows.isPending && <p className={styles.hint} role="status">{t('apply.loadingWindows')}</p>}
        {windows.isError && <FormAlert>{failureMessage(windows.error, t, locale)}</FormAlert>}
        {windows.data && windows.data.length === 0 && <p className={styles.notice}>{t('apply.noWindow')}</p>}
        {windows.data && windows.data.length > 1 && (
          <SelectField id="apply-window" label={t('apply.window')} value={applyWindow?._id ?? ''} onChange={(event) => setChosenWindowId(event.target.value)}>
            {windows.data.map((candidate) => <option key={candidate._id} value={candidate._id}>{candidate.title}</option>)}
          </SelectField>
        )}
        {applyWindow && (
          <dl className={styles.facts}>
            <dt>{t('apply.window')}</dt>
            <dd>{applyWindow.title}</dd>
            <dt>{t('apply.applyUntil')}</dt>
            <dd>{applyWindow.applyTo}</dd>
            <dt>{t('apply.allocation')}</dt>
            <dd>{t(`allocation.${applyWindow.allocation}`)}</dd>
            <dt>{t('apply.cancelRule')}</dt>
            <dd>{t('apply.cancelDays', { count: applyWindow.cancelDeadlineDays })}</dd>
            <dt>{t('apply.quota')}</dt>
            <dd aria-live="polite">{quota === null ? '—' : t('apply.quotaLeft', { count: quota, total: applyWindow.memberQuota })}</dd>
          </dl>
        )}
      </fieldset>

      {applyWindow && (
        <UnitChooser
          month={shownMonth}
          firstMonth={firstMonth}
          lastMonth={lastMonth}
          onMonth={setMonth}
          units={units.data}
          loading={units.isPending}
          chosen={unitIds}
          onToggle={toggleUnit}
          error={formState.errors.unitIds ? t('apply.chooseUnit') : undefined}
        />
      )}
      {applyWindow && (
        <div className={styles.summary} aria-live="polite">
          {chosenUnits.length === 0 ? (
            <p className={styles.hint}>{t('apply.noneChosen')}</p>
          ) : (
            <>
              <p>{t('apply.chosen', { count: chosenUnits.length })}</p>
              <ul>
                {chosenUnits.map((unit) => (
                  <li key={unit._id}>
                    {unit.date} {hoursOf(unit)} — {unit.state === 'OPEN' ? t('apply.placesLeft', { left: unit.remaining, capacity: unit.capacity }) : t('apply.fullWaitlist', { count: unit.waitlisted })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {overQuota && <p className={styles.error}>{t('apply.overQuota', { count: quota })}</p>}
        </div>
      )}

      <fieldset className={styles.fieldset}>
        <legend>{t('apply.what')}</legend>
        <TextField id="apply-item" label={t('apply.item')} required hint={t('apply.itemHint')} maxLength={200} error={message('item')} {...register('item')} />
        <TextField id="apply-fabric" label={t('apply.fabric')} maxLength={200} error={message('fabric')} {...register('fabric')} />
        <TextField id="apply-quantity" label={quantityLabel} required inputMode="numeric" error={message('quantity')} {...register('quantity')} />
        {work === 'CUTTINGROOM' && (
          <>
            <TextField id="apply-marker" label={t('apply.markerLength')} required inputMode="numeric" hint={t('apply.markerHint')} error={message('markerLengthCm')} {...register('markerLengthCm')} />
            <TextField id="apply-plies" label={t('apply.plies')} required inputMode="numeric" error={message('plies')} {...register('plies')} />
          </>
        )}
      </fieldset>

      {location !== null && (
        <fieldset className={styles.fieldset}>
          <legend>{t('apply.equipment')}</legend>
          {equipments.isPending && <p className={styles.hint} role="status">{t('apply.loadingEquipment')}</p>}
          {equipments.isError && <FormAlert>{failureMessage(equipments.error, t, locale)}</FormAlert>}
          {equipments.data?.length === 0 && <p className={styles.hint}>{t('apply.noEquipment')}</p>}
          {equipments.data?.map((equipment) => (
            <CheckboxField
              key={equipment._id}
              id={`equipment-${equipment._id}`}
              checked={equipmentIds.includes(equipment._id)}
              onChange={(event) => toggleEquipment(equipment._id, event.target.checked)}
              label={
                <>
                  {equipment.title}
                  {equipment.requiredEducationId !== null && (
                    <span className={equipment.trainingCompleted ? styles.hint : styles.warning}>
                      {' '}({equipment.trainingCompleted ? t('apply.trainingDone') : t('apply.trainingNeeded')})
                    </span>
                  )}
                </>
              }
            />
          ))}
        </fieldset>
      )}

      <fieldset className={styles.fieldset}>
        <legend>{t('apply.contact')}</legend>
        <TextField id="apply-phone" label={t('apply.phone')} required type="tel" inputMode="tel" autoComplete="tel" hint={t('apply.phoneHint')} maxLength={13} error={message('phone')} {...register('phone')} />
        <SelectField id="apply-channel" label={t('apply.channel')} error={message('channel')} {...register('channel')}>
          <option value="">{t('apply.channelDefault')}</option>
          {APPLICATION_CHANNELS.map((channel) => <option key={channel} value={channel}>{t(`channel.${channel}`)}</option>)}
        </SelectField>
        <div className={styles.field}>
          <label htmlFor="apply-note" className={styles.label}>{t('apply.note')}</label>
          <textarea id="apply-note" className={styles.textarea} maxLength={1000} aria-describedby="apply-note-hint" {...register('note')} />
          <p id="apply-note-hint" className={styles.hint}>{t('apply.noteHint', { max: 1000 })}</p>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('apply.rulesTitle')}</legend>
        <div className={styles.rules} tabIndex={0} role="region" aria-label={t('apply.rulesTitle')}>
          <ul>
            {(t(`rules.${work}`, { returnObjects: true }) as string[]).map((rule) => <li key={rule}>{rule}</li>)}
          </ul>
        </div>
        <CheckboxField
          id="apply-agree"
          label={t('apply.agree')}
          error={formState.errors.agreeRules ? t('apply.agreeRequired') : undefined}
          {...register('agreeRules', { onChange: () => clearErrors('agreeRules') })}
        />
      </fieldset>

      {refusal && (
        <div className={styles.refusal} role="alert">
          <p>
            {refusedUnit && <strong>{refusedUnit.date} {hoursOf(refusedUnit)}: </strong>}
            {refusalText(refusal, locale)}
          </p>
          {(refusal.code === 'MISSING_DOCUMENT' || refusal.code === 'DOCUMENT_EXPIRED') && (
            <Link to="/mypage/myinfo" className={styles.secondaryLink}>{t('apply.toDocuments')}</Link>
          )}
          {refusal.code === 'SUSPENDED' && <Link to="/mypage/applications" className={styles.secondaryLink}>{t('apply.toStrikes')}</Link>}
          {offerWaitlist && (
            <Button variant="secondary" disabled={formState.isSubmitting} onClick={() => void joinWaitlist()}>
              {t('apply.joinWaitlist')}
            </Button>
          )}
        </div>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      {retryingBusy && (
        <p className={styles.hint} role="status">
          {t('apply.busyRetrying', { attempt: apply.failureCount, max: APPLY_BUSY_RETRIES })}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting || !applyWindow}>{formState.isSubmitting ? t('apply.submitting') : t('apply.submit')}</Button>
      </div>
    </form>
  );
}
