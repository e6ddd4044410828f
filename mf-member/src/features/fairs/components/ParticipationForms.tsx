import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BuyerRegistration, ExhibitorApplication, FAIR_LIMITS, LOCALES, MAKER_ITEMS, type Locale } from '@centre/contracts';
import { Button, errorResponseOf, useLocale } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { countriesOf } from '../../../lib/countries.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useApplyAsExhibitor, useRegisterAsBuyer } from '../api/fairs.ts';
import { checkedValues } from '../form-values.ts';
import { MYFAIRS_NAMESPACE } from '../i18n/translations.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import styles from './fairs.module.css';

const fieldError = (errors: object, field: string) => (errors as Record<string, { type?: unknown; message?: unknown } | undefined>)[field];

interface ExhibitorValues { items: string[]; note: string }
const exhibitorRequest = (values: ExhibitorValues): ExhibitorApplication => ({ items: checkedValues(values.items) as ExhibitorApplication['items'], note: values.note.trim() });
const exhibitorResolver = ruleResolver<ExhibitorValues>(ExhibitorApplication, { requestOf: exhibitorRequest });

/** Apply as exhibitor with the items one brings (the directory profile goes with it). */
export function ExhibitorApplyForm({ fair, onDone }: { fair: string; onDone: (message: string) => void }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const locale = useLocale();
  const apply = useApplyAsExhibitor(fair);
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<{ text: string; profileNeeded: boolean } | null>(null);
  const { register, handleSubmit, formState } = useForm<ExhibitorValues>({ resolver: exhibitorResolver, defaultValues: { items: [], note: '' } });
  const error = (field: keyof ExhibitorValues) => ruleMessage(fieldError(formState.errors, field), locale, { schema: ExhibitorApplication, field });
  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await apply.mutateAsync(exhibitorRequest(values));
        onDone(t('fairs.applied'));
      } catch (problem) {
        setFailure({ text: failureMessage(problem, t, locale), profileNeeded: errorResponseOf(problem)?.code === 'PROFILE_REQUIRED' });
      }
    },
    () => focusFirstError(formRef.current),
  );
  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('fairs.applyExhibitor')}>
      <ChoiceGroup id={`exhibitor-items-${fair}`} legend={t('fairs.items')} values={MAKER_ITEMS} labels="itemLabels" field={register('items')} error={error('items')} />
      <TextField id={`exhibitor-note-${fair}`} label={t('fairs.note')} maxLength={FAIR_LIMITS.note} error={error('note')} {...register('note')} />
      {failure && (
        <FormAlert>
          {failure.text} {failure.profileNeeded && <Link to="/mypage/company">{t('fairs.profileLink')}</Link>}
        </FormAlert>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? t('fairs.submitting') : t('fairs.submit')}</Button>
      </div>
    </form>
  );
}

interface BuyerValues {
  company: string;
  country: string;
  timeZone: string;
  itemsWanted: string[];
  orderVolume: string;
  language: string;
  contactEmail: string;
  contactPhone: string;
}
const buyerRequest = (values: BuyerValues): BuyerRegistration => ({
  company: values.company.trim(),
  country: values.country,
  timeZone: values.timeZone,
  itemsWanted: checkedValues(values.itemsWanted) as BuyerRegistration['itemsWanted'],
  orderVolume: values.orderVolume.trim(),
  language: values.language as Locale,
  contactEmail: values.contactEmail.trim(),
  ...(values.contactPhone.trim() ? { contactPhone: values.contactPhone.trim() } : {}),
});
const buyerResolver = ruleResolver<BuyerValues>(BuyerRegistration, { requestOf: buyerRequest });

/** Every IANA zone the browser knows, the visitor's own first. */
function timeZones(): string[] {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Asia/Seoul', 'Asia/Tokyo', 'Asia/Shanghai', 'America/New_York', 'Europe/London'];
  return [own, ...all.filter((zone) => zone !== own)];
}

/** Register as a buyer: company, country, time zone, wants, volume, language and a contact shown only after a confirmed meeting. */
export function BuyerRegisterForm({ fair, onDone }: { fair: string; onDone: (message: string) => void }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const locale = useLocale();
  const register_ = useRegisterAsBuyer(fair);
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const zones = useMemo(timeZones, []);
  const countries = useMemo(() => [{ code: 'KR', name: new Intl.DisplayNames([locale === 'cn' ? 'zh-CN' : locale === 'jp' ? 'ja' : locale], { type: 'region' }).of('KR') ?? 'KR' }, ...countriesOf(locale)], [locale]);
  const { register, handleSubmit, formState } = useForm<BuyerValues>({
    resolver: buyerResolver,
    defaultValues: { company: '', country: '', timeZone: zones[0] ?? 'Asia/Seoul', itemsWanted: [], orderVolume: '', language: locale, contactEmail: '', contactPhone: '' },
  });
  const error = (field: keyof BuyerValues) => ruleMessage(fieldError(formState.errors, field), locale, { schema: BuyerRegistration, field });
  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await register_.mutateAsync(buyerRequest(values));
        onDone(t('fairs.applied'));
      } catch (problem) {
        setFailure(failureMessage(problem, t, locale));
      }
    },
    () => focusFirstError(formRef.current),
  );
  const id = (name: string) => `buyer-${name}-${fair}`;
  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('fairs.registerBuyer')}>
      <TextField id={id('company')} label={t('fairs.company')} required maxLength={FAIR_LIMITS.company} autoComplete="organization" error={error('company')} {...register('company')} />
      <div className={styles.grid2}>
        <SelectField id={id('country')} label={t('fairs.country')} required error={error('country')} {...register('country')}>
          <option value="">—</option>
          {countries.map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
        </SelectField>
        <SelectField id={id('timeZone')} label={t('fairs.timeZone')} required error={error('timeZone')} {...register('timeZone')}>
          {zones.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
        </SelectField>
      </div>
      <ChoiceGroup id={id('itemsWanted')} legend={t('fairs.itemsWanted')} values={MAKER_ITEMS} labels="itemLabels" field={register('itemsWanted')} error={error('itemsWanted')} />
      <div className={styles.grid2}>
        <TextField id={id('orderVolume')} label={t('fairs.orderVolume')} maxLength={FAIR_LIMITS.orderVolume} error={error('orderVolume')} {...register('orderVolume')} />
        <SelectField id={id('language')} label={t('fairs.language')} required error={error('language')} {...register('language')}>
          {LOCALES.map((language) => <option key={language} value={language}>{t(`languageLabels.${language}`)}</option>)}
        </SelectField>
      </div>
      <p className={styles.hint}>{t('fairs.buyerPrivate')}</p>
      <div className={styles.grid2}>
        <TextField id={id('contactEmail')} label={t('fairs.contactEmail')} type="email" required autoComplete="email" error={error('contactEmail')} {...register('contactEmail')} />
        <TextField id={id('contactPhone')} label={t('fairs.contactPhone')} type="tel" autoComplete="tel" error={error('contactPhone')} {...register('contactPhone')} />
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? t('fairs.submitting') : t('fairs.submit')}</Button>
      </div>
    </form>
  );
}
