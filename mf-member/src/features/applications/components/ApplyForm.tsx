import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPLICATION_CHANNELS, ApplyRequest, LOCATIONS, PHONE_INPUT_MAX_LENGTH, seoulDate, type Location, type MemberApplication, type MemberKind, type QueueTicket, type ScheduleUnit, type WorkType } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { formatPhone } from '@centre/platform/phone';
import { CheckboxField } from '../../../components/form/CheckboxField.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { failureMessage, isApplyBusy } from '../../../lib/api-failure.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { APPLY_BUSY_RETRIES, useApply, useApplyEquipments, useHeldUnits, useOpenWindows, useWindowUnits } from '../api/applications.ts';
import { APPLY_FIELDS, applyFormProblems, applyRequestOf, emptyApplication, overseasPhone, storedDayPhone, type ApplyValues } from '../apply-values.ts';
import { phoneCountriesOf } from '../../../lib/countries.ts';
import { estimateCutting, unitMinutes } from '../cutting-estimate.ts';
import { hoursOf } from '../dates.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import { refusalOf, refusalText, type Refusal } from '../refusal.ts';
import { choosable, UnitChooser } from './UnitChooser.tsx';
import { NextOpening, WhoMayApply, mayApply } from './WindowRules.tsx';
import { OtherSiteOffer } from './OtherSiteOffer.tsx';
import { QueuePlace } from './QueuePlace.tsx';
import styles from './applications.module.css';

export interface ApplyFormProps {
  work: WorkType;
  /** The studio pages are one site each; the cutting room page lets the maker choose. */
  fixedLocation: Location | null;
  /** The member's phone on file, offered for the day. */
  defaultPhone: string;
  /** Chosen on the public calendar (`?unit=`). */
  preselected: ScheduleUnit | null;
  /** The site to start at when nothing is preselected (after "apply for another day"). */
  initialLocation?: Location | null;
  /** The member's kind, checked against the window's rules before the form is shown. */
  memberKind: MemberKind | null;
  onApplied: (applications: MemberApplication[]) => void;
}

const monthOf = (date: string) => date.slice(0, 7);
const NONE_HELD: ReadonlySet<string> = new Set();

/**
 * The application form: site and window, day(s) and session(s) with the places left, what will be
 * made, equipment, the phone for the day and the room's rules. Places and the member's quota are
 * read live; a refusal says which rule and which session, in the member's language.
 */
export function ApplyForm({ work, fixedLocation, defaultPhone, preselected, initialLocation = null, memberKind, onApplied }: ApplyFormProps) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const locale = useLocale();
  const formElement = useRef<HTMLFormElement>(null);
  const [location, setLocation] = useState<Location | null>(fixedLocation ?? preselected?.location ?? initialLocation);
  const [chosenWindowId, setChosenWindowId] = useState<string | null>(preselected?.windowId ?? null);
  const [month, setMonth] = useState<string | null>(preselected ? monthOf(preselected.date) : null);
  const [day, setDay] = useState<string | null>(preselected?.date ?? null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The waiting room (issue 21): a place given in an opening rush, followed until it is decided.
  const [ticket, setTicket] = useState<QueueTicket | null>(null);

  const windows = useOpenWindows(work, location);
  const applyWindow = windows.data?.find((candidate) => candidate._id === chosenWindowId) ?? windows.data?.[0] ?? null;
  const today = seoulDate(new Date());
  const firstMonth = applyWindow ? monthOf(applyWindow.useFrom > today ? applyWindow.useFrom : today) : '';
  const lastMonth = applyWindow ? monthOf(applyWindow.useTo) : '';
  const shownMonth = month && applyWindow && month >= firstMonth && month <= lastMonth ? month : firstMonth;
  const units = useWindowUnits({ work, location, windowId: applyWindow?._id ?? null, month: shownMonth });
  const equipments = useApplyEquipments(work, location);
  const held = useHeldUnits(applyWindow?._id ?? null);
  const heldUnits = held.data ?? NONE_HELD;
  // The form itself is shown only for an open window the member's kind may use (rules said first).
  const formShown = applyWindow !== null && mayApply(applyWindow, memberKind);
  const apply = useApply();

  const resolver = useMemo(
    () =>
      ruleResolver<ApplyValues>(ApplyRequest, {
        requestOf: (values) => applyRequestOf(values, work, false),
        problems: (values) => applyFormProblems(values, work),
        // An overseas number's rule is "with its country code", never "digits only".
        context: (values) => (overseasPhone(values) ? { memberKind: 'OVERSEAS' } : {}),
      }),
    [work],
  );
  const { register, handleSubmit, formState, setValue, setError, clearErrors, control, reset } = useForm<ApplyValues>({
    resolver,
    defaultValues: emptyApplication(defaultPhone, preselected && choosable(preselected) ? [preselected._id] : []),
    shouldFocusError: false,
  });
  const [unitIds, equipmentIds, markerLengthCm, plies, phone, phoneCountry] = useWatch({ control, name: ['unitIds', 'equipmentIds', 'markerLengthCm', 'plies', 'phone', 'phoneCountry'] });
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
  // A session the member already holds is never ticked, even when the calendar's link named it.
  useEffect(() => {
    if (held.data && unitIds.some((id) => held.data.has(id))) setValue('unitIds', unitIds.filter((id) => !held.data.has(id)));
  }, [held.data, unitIds, setValue]);

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
      const answer = await apply.mutateAsync(applyRequestOf(values, work, joinWaitlist));
      if ('ticket' in answer) return setTicket(answer.ticket);
      onApplied(answer.applications);
      reset(emptyApplication(values.phone, [], values.phoneCountry));
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
  // The number as staff will read it, once it can be read (+33 6 12 34 56 78, 010-1234-5678).
  const dayPhoneShown = phone.trim() ? storedDayPhone({ phone, phoneCountry }) : null;
  const chosenUnits = unitIds.map((id) => seenUnits.current.get(id)).filter((unit): unit is ScheduleUnit => unit !== undefined);
  // Cutting room: the job's time and sessions from the marker, plies and the machines' rates (item 22).
  const estimate =
    work === 'CUTTINGROOM' && applyWindow && equipments.data
      ? estimateCutting({ markerLengthCm: String(markerLengthCm), plies: String(plies), equipments: equipments.data, chosenEquipmentIds: equipmentIds, unitMinutes: unitMinutes(applyWindow, chosenUnits) })
      : null;
  const tooFew = estimate !== null && chosenUnits.length > 0 && chosenUnits.length < estimate.sessions;
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
        {windows.data && windows.data.length === 0 && location !== null && <NextOpening work={work} location={location} />}
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
        {applyWindow && <WhoMayApply applyWindow={applyWindow} memberKind={memberKind} />}
      </fieldset>

      {/* What will be made comes first: the cutting room's estimate says how many sessions to choose (item 22). */}
      {formShown && (
        <fieldset className={styles.fieldset}>
          <legend>{t('apply.what')}</legend>
          <TextField id="apply-item" label={t('apply.item')} required hint={t('apply.itemHint')} maxLength={200} error={message('item')} {...register('item')} />
          <TextField id="apply-fabric" label={t('apply.fabric')} maxLength={200} error={message('fabric')} {...register('fabric')} />
          <TextField id="apply-quantity" label={quantityLabel} required inputMode="numeric" error={message('quantity')} {...register('quantity')} />
          {work === 'CUTTINGROOM' && (
            <>
              <TextField id="apply-marker" label={t('apply.markerLength')} required inputMode="numeric" hint={t('apply.markerHint')} error={message('markerLengthCm')} {...register('markerLengthCm')} />
              <TextField id="apply-plies" label={t('apply.plies')} required inputMode="numeric" error={message('plies')} {...register('plies')} />
              <p className={styles.hint} aria-live="polite" data-testid="cutting-estimate">
                {estimate && `${t('booking.estimateTitle')}: ${t('booking.estimate', { count: estimate.sessions, minutes: estimate.minutes })} (${estimate.machine})`}
              </p>
            </>
          )}
        </fieldset>
      )}
      {formShown && (
        <UnitChooser
          month={shownMonth}
          firstMonth={firstMonth}
          lastMonth={lastMonth}
          onMonth={setMonth}
          day={day}
          onDay={setDay}
          held={heldUnits}
          units={units.data}
          loading={units.isPending}
          chosen={unitIds}
          onToggle={toggleUnit}
          error={formState.errors.unitIds ? t('apply.chooseUnit') : undefined}
        />
      )}
      {formShown && (
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
          {tooFew && <p className={styles.error} data-testid="estimate-short">{t('booking.estimateShort', { chosen: chosenUnits.length })}</p>}
        </div>
      )}

      {/* Nothing to fill in without an open window the member may use (issue 20 items 3 and 5). */}
      {formShown && (<>

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
        <SelectField id="apply-phone-country" label={t('apply.phoneCountry')} autoComplete="tel-country-code" error={message('phoneCountry')} {...register('phoneCountry')}>
          {phoneCountriesOf(locale).map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
        </SelectField>
        <TextField
          id="apply-phone"
          label={t('apply.phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={overseasPhone({ phone, phoneCountry }) ? t('apply.phoneHintInternational') : t('apply.phoneHint')}
          status={dayPhoneShown ? t('apply.phoneShown', { phone: formatPhone(dayPhoneShown) }) : null}
          maxLength={PHONE_INPUT_MAX_LENGTH}
          error={message('phone')}
          {...register('phone')}
        />
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
          {refusal.code === 'UNIT_FULL' && refusedUnit && <OtherSiteOffer work={work} location={refusedUnit.location} date={refusedUnit.date} />}
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
      {ticket && (
        <QueuePlace
          key={ticket._id}
          ticket={ticket}
          onApplied={(applications) => {
            setTicket(null);
            onApplied(applications);
          }}
          onRefused={(refused) => {
            setTicket(null);
            setRefusal(refused);
          }}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting || !applyWindow || ticket !== null}>{formState.isSubmitting ? t('apply.submitting') : t('apply.submit')}</Button>
      </div>
      </>)}
    </form>
  );
}
