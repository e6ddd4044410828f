import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_CHANNELS, FAIR_LIMITS, IntroductionInput, LOCALES, MAKER_ITEMS, MAKER_SERVICES, type OwnIntroduction } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { CheckboxField } from '../../../components/form/CheckboxField.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useSaveIntroduction } from '../api/fairs.ts';
import { htmlToParagraphs, linesToEntries, paragraphsToHtml } from '../description-text.ts';
import { checkedValues, typedCount } from '../form-values.ts';
import { MYFAIRS_NAMESPACE } from '../i18n/translations.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import styles from './fairs.module.css';

interface CompanyValues {
  tradeName: string;
  items: string[];
  services: string[];
  district: string;
  moq: string;
  leadTimeDays: string;
  monthlyCapacity: string;
  equipment: string;
  certificates: string;
  languages: string[];
  description: { ko: string; en: string; cn: string; jp: string };
  contact: { channel: string; email: string; phone: string; note: string };
  published: boolean;
}

const FIELDS = ['tradeName', 'items', 'services', 'district', 'moq', 'leadTimeDays', 'monthlyCapacity', 'equipment', 'certificates', 'languages', 'description', 'contact', 'published'] as const;

/** The request the form would send: what the schema checks and the server stores. */
function requestOf(values: CompanyValues): IntroductionInput {
  const { email, phone, note, channel } = values.contact;
  return {
    tradeName: values.tradeName.trim(),
    items: checkedValues(values.items) as IntroductionInput['items'],
    services: checkedValues(values.services) as IntroductionInput['services'],
    district: values.district.trim(),
    moq: typedCount(values.moq),
    leadTimeDays: typedCount(values.leadTimeDays),
    monthlyCapacity: typedCount(values.monthlyCapacity),
    equipment: linesToEntries(values.equipment),
    certificates: linesToEntries(values.certificates),
    languages: checkedValues(values.languages) as IntroductionInput['languages'],
    description: { ko: paragraphsToHtml(values.description.ko), en: paragraphsToHtml(values.description.en), cn: paragraphsToHtml(values.description.cn), jp: paragraphsToHtml(values.description.jp) },
    contact: {
      channel: channel as IntroductionInput['contact']['channel'],
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    },
    published: values.published,
  };
}

const resolver = ruleResolver<CompanyValues>(IntroductionInput, { requestOf });

function valuesOf(saved: OwnIntroduction | null): CompanyValues {
  return {
    tradeName: saved?.tradeName ?? '',
    items: saved?.items ?? [],
    services: saved?.services ?? [],
    district: saved?.district ?? '',
    moq: String(saved?.moq ?? ''),
    leadTimeDays: String(saved?.leadTimeDays ?? ''),
    monthlyCapacity: String(saved?.monthlyCapacity ?? ''),
    equipment: (saved?.equipment ?? []).join('\n'),
    certificates: (saved?.certificates ?? []).join('\n'),
    languages: saved?.languages ?? [],
    description: {
      ko: htmlToParagraphs(saved?.description.ko ?? ''),
      en: htmlToParagraphs(saved?.description.en ?? ''),
      cn: htmlToParagraphs(saved?.description.cn ?? ''),
      jp: htmlToParagraphs(saved?.description.jp ?? ''),
    },
    contact: { channel: saved?.contact.channel ?? 'EMAIL', email: saved?.contact.email ?? '', phone: saved?.contact.phone ?? '', note: saved?.contact.note ?? '' },
    published: saved?.published ?? false,
  };
}

/** The member company's one profile: facts, four descriptions, private contact preferences and publication. */
export function CompanyForm({ saved }: { saved: OwnIntroduction | null }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const locale = useLocale();
  const save = useSaveIntroduction();
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<CompanyValues>({ resolver, defaultValues: valuesOf(saved) });
  const error = (field: string) => {
    const found = field.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), formState.errors) as { type?: unknown; message?: unknown } | undefined;
    return ruleMessage(found, locale, { schema: IntroductionInput, field });
  };

  const submit = handleSubmit(
    async (values) => {
      setResult(null);
      try {
        const stored = await save.mutateAsync(requestOf(values));
        reset(valuesOf(stored));
        setResult({ tone: 'success', text: t('company.saved') });
      } catch (failure) {
        if (placeServerFieldErrors(failure, setError, FIELDS).length === 0) setResult({ tone: 'error', text: failureMessage(failure, t, locale) });
      }
    },
    () => focusFirstError(formRef.current),
  );

  const descriptionHint = t('company.descriptionHint');
  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField id="company-tradeName" label={t('company.tradeName')} required maxLength={FAIR_LIMITS.tradeName} error={error('tradeName')} {...register('tradeName')} />
      <ChoiceGroup id="company-items" legend={t('company.items')} values={MAKER_ITEMS} labels="itemLabels" field={register('items')} error={error('items')} />
      <ChoiceGroup id="company-services" legend={t('company.services')} values={MAKER_SERVICES} labels="serviceLabels" field={register('services')} error={error('services')} />
      <div className={styles.grid2}>
        <TextField id="company-district" label={t('company.district')} maxLength={FAIR_LIMITS.district} error={error('district')} {...register('district')} />
        <TextField id="company-moq" label={t('company.moq')} type="number" inputMode="numeric" min={0} required error={error('moq')} {...register('moq')} />
        <TextField id="company-leadTimeDays" label={t('company.leadTimeDays')} type="number" inputMode="numeric" min={0} max={365} required error={error('leadTimeDays')} {...register('leadTimeDays')} />
        <TextField id="company-monthlyCapacity" label={t('company.monthlyCapacity')} type="number" inputMode="numeric" min={0} required error={error('monthlyCapacity')} {...register('monthlyCapacity')} />
      </div>
      {(['equipment', 'certificates'] as const).map((field) => (
        <div key={field} className={styles.field}>
          <label htmlFor={`company-${field}`}>{t(`company.${field}`)}</label>
          <textarea id={`company-${field}`} className={styles.textarea} aria-describedby={`company-${field}-hint${error(field) ? ` company-${field}-error` : ''}`} aria-invalid={error(field) ? true : undefined} {...register(field)} />
          <p id={`company-${field}-hint`} className={styles.hint}>{t('company.listHint', { max: FAIR_LIMITS.listEntries })}</p>
          {error(field) && <p id={`company-${field}-error`} className={styles.error} role="alert">{error(field)}</p>}
        </div>
      ))}
      <ChoiceGroup id="company-languages" legend={t('company.languages')} values={LOCALES} labels="languageLabels" field={register('languages')} error={error('languages')} />
      <fieldset className={styles.fieldset}>
        <legend>{t('company.description')}</legend>
        <p id="company-description-hint" className={styles.hint}>{descriptionHint}</p>
        {LOCALES.map((language) => {
          const problem = error(`description.${language}`);
          return (
            <div key={language} className={styles.field}>
              <label htmlFor={`company-description-${language}`}>{t('company.descriptionLang', { language: t(`languageLabels.${language}`) })}</label>
              <textarea
                id={`company-description-${language}`}
                className={styles.textarea}
                aria-describedby={`company-description-hint${problem ? ` company-description-${language}-error` : ''}`}
                aria-invalid={problem ? true : undefined}
                {...register(`description.${language}`)}
              />
              {problem && <p id={`company-description-${language}-error`} className={styles.error} role="alert">{problem}</p>}
            </div>
          );
        })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('company.contact')}</legend>
        <p className={styles.hint}>{t('company.contactPrivate')}</p>
        <SelectField id="company-channel" label={t('company.channel')} error={error('contact.channel')} {...register('contact.channel')}>
          {CONTACT_CHANNELS.map((channel) => <option key={channel} value={channel}>{t(`company.channels.${channel}`)}</option>)}
        </SelectField>
        <div className={styles.grid2}>
          <TextField id="company-email" label={t('company.email')} type="email" autoComplete="email" error={error('contact.email')} {...register('contact.email')} />
          <TextField id="company-phone" label={t('company.phone')} type="tel" autoComplete="tel" error={error('contact.phone')} {...register('contact.phone')} />
        </div>
        <TextField id="company-contact-note" label={t('company.contactNote')} maxLength={FAIR_LIMITS.note} error={error('contact.note')} {...register('contact.note')} />
      </fieldset>
      <CheckboxField id="company-published" label={t('company.published')} {...register('published')} />
      <div aria-live="polite">{result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}</div>
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? t('company.saving') : t('company.save')}</Button>
      </div>
    </form>
  );
}
