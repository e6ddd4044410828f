import { useTranslation } from 'react-i18next';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { CONSOLE_MEMBER_PATHS, ConsoleMemberCreate, ConsoleMemberUpdate, LOCALES, MEMBER_KINDS, MEMBER_MEMO_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH, fieldError, fieldErrorsOf, memberKindProblems, type Locale, type MemberKind } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { FieldShell } from '../../components/form/FieldShell.tsx';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { useLevels } from '../../lib/member-levels.ts';
import { useMayRequest } from '../../lib/use-may-request.ts';
import styles from '../../components/components.module.css';

/** The form's values: texts as typed ('' is "not given"), the consent boxes as booleans. */
export interface MemberFormValues {
  memberKind: MemberKind;
  username: string;
  temporaryPassword: string;
  notifyBy: '' | 'SMS' | 'EMAIL';
  termsSignedOnPaper: boolean;
  name: string;
  email: string;
  phone: string;
  country: string;
  locale: Locale;
  sms: boolean;
  emailConsent: boolean;
  levelId: string;
  memo: string;
}

export const BLANK_MEMBER: MemberFormValues = {
  memberKind: 'DOMESTIC_PRIVATE',
  username: '',
  temporaryPassword: '',
  notifyBy: '',
  termsSignedOnPaper: false,
  name: '',
  email: '',
  phone: '',
  country: '',
  locale: 'ko',
  sms: false,
  emailConsent: false,
  levelId: '',
  memo: '',
};

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function createInputOf(values: MemberFormValues): ConsoleMemberCreate {
  const phone = optional(values.phone);
  const country = optional(values.country);
  return {
    memberKind: values.memberKind,
    username: values.username.trim(),
    temporaryPassword: values.temporaryPassword,
    name: values.name,
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    ...(values.memberKind === 'OVERSEAS' && country ? { country: country.toUpperCase() } : {}),
    locale: values.locale,
    receiveConsent: { sms: values.sms, email: values.emailConsent },
    levelId: values.levelId || null,
    ...(values.memo ? { memo: values.memo } : {}),
    ...(values.notifyBy ? { notifyBy: values.notifyBy } : {}),
    ...(values.termsSignedOnPaper ? { termsSignedOnPaper: true } : {}),
  };
}

export function updateInputOf(values: MemberFormValues): ConsoleMemberUpdate {
  const { memberKind: _kind, username: _username, temporaryPassword: _password, notifyBy: _notify, termsSignedOnPaper: _terms, ...rest } = createInputOf(values);
  return { ...rest, levelId: values.levelId || null, memo: values.memo };
}

/**
 * The server's own rules on the client: the contract's schema (its field messages in the staff's
 * language) and the member kind's phone and country rules — the same functions the server runs.
 */
function memberResolver(mode: 'create' | 'edit', locale: Locale): Resolver<MemberFormValues> {
  return async (values) => {
    const input = mode === 'create' ? createInputOf(values) : updateInputOf(values);
    const problems = [
      ...fieldErrorsOf(mode === 'create' ? ConsoleMemberCreate : ConsoleMemberUpdate, input, locale, { memberKind: values.memberKind }),
      ...memberKindProblems({ memberKind: values.memberKind, phone: optional(values.phone), country: values.memberKind === 'OVERSEAS' ? optional(values.country) : undefined }).map((problem) =>
        fieldError(problem.field, problem.rule, locale),
      ),
    ];
    if (problems.length === 0) return { values, errors: {} };
    const errors: FieldErrors<MemberFormValues> = {};
    for (const problem of problems) {
      const field = (problem.field.split('.')[0] ?? '') as keyof MemberFormValues;
      if (field && !errors[field]) errors[field] = { type: problem.rule, message: problem.message };
    }
    return { values: {}, errors };
  };
}

const LOCALE_NAMES: Record<Locale, string> = { ko: '한국어', en: 'English', cn: '中文', jp: '日本語' };

/** A member's fields for staff: creating a walk-in member (kind, username, temporary password) or editing one. */
export function MemberForm({
  mode,
  defaultValues,
  submitting,
  serverError,
  serverFields,
  submitLabel,
  labelledBy,
  onSubmit,
}: {
  mode: 'create' | 'edit';
  defaultValues: MemberFormValues;
  submitting: boolean;
  serverError?: string | undefined;
  /** The server's per-field messages of its refusal. */
  serverFields?: Record<string, string>;
  submitLabel: string;
  labelledBy: string;
  onSubmit: (values: MemberFormValues) => void;
}) {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const levels = useLevels();
  // A member's level is account administration: desk staff see it, the form keeps it unchanged.
  const levelLocked = !useMayRequest()('POST', CONSOLE_MEMBER_PATHS.levels);
  const form = useForm<MemberFormValues>({ resolver: memberResolver(mode, locale), defaultValues, mode: 'onTouched' });
  const kind = form.watch('memberKind');
  const errorOf = (name: keyof MemberFormValues) => form.formState.errors[name]?.message ?? serverFields?.[name === 'emailConsent' ? 'receiveConsent' : name];
  const invalidCount = Object.keys(form.formState.errors).length;

  const text = (name: 'username' | 'temporaryPassword' | 'name' | 'email' | 'phone' | 'country', options: { required?: boolean; type?: string; max: number; hint?: string; autoComplete?: string }) => (
    <FieldShell name={`member-${name}`} label={t(`memberAdmin.fields.${name}`)} hint={options.hint ?? t('form.limits.maxLength', { max: options.max })} error={errorOf(name)} required={options.required ?? false}>
      {(ids) => (
        <input
          id={ids.id}
          type={options.type ?? 'text'}
          maxLength={options.max}
          autoComplete={options.autoComplete ?? 'off'}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          aria-required={options.required ?? false}
          {...form.register(name)}
        />
      )}
    </FieldShell>
  );

  return (
    <form className={styles.form} aria-labelledby={labelledBy} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      {mode === 'create' && (
        <>
          <FieldShell name="member-memberKind" label={t('members.memberKind')} error={errorOf('memberKind')} required>
            {(ids) => (
              <select id={ids.id} aria-describedby={ids.describedBy} {...form.register('memberKind')}>
                {MEMBER_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`enums.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          {text('username', { required: true, max: 30, hint: t('memberAdmin.hints.username') })}
          {text('temporaryPassword', { required: true, max: 64, hint: t('memberAdmin.hints.temporaryPassword'), autoComplete: 'new-password' })}
        </>
      )}
      {text('name', { required: true, max: 100 })}
      {text('email', { required: true, type: 'email', max: 254 })}
      {text('phone', { required: kind !== 'OVERSEAS', type: 'tel', max: PHONE_INPUT_MAX_LENGTH, hint: t(kind === 'OVERSEAS' ? 'memberAdmin.hints.phoneOverseas' : 'memberAdmin.hints.phone') })}
      {kind === 'OVERSEAS' && text('country', { required: true, max: 2, hint: t('memberAdmin.hints.country') })}
      <FieldShell name="member-locale" label={t('memberAdmin.fields.locale')} error={errorOf('locale')}>
        {(ids) => (
          <select id={ids.id} aria-describedby={ids.describedBy} {...form.register('locale')}>
            {LOCALES.map((value) => (
              <option key={value} value={value} lang={value === 'cn' ? 'zh' : value === 'jp' ? 'ja' : value}>
                {LOCALE_NAMES[value]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <fieldset className={styles.field}>
        <legend className={styles.label}>{t('members.receiveConsent')}</legend>
        <label className={styles.inlineField}>
          <input type="checkbox" {...form.register('sms')} /> {t('enums.SMS')}
        </label>
        <label className={styles.inlineField}>
          <input type="checkbox" {...form.register('emailConsent')} /> {t('enums.EMAIL')}
        </label>
      </fieldset>
      <FieldShell name="member-levelId" label={t('memberAdmin.fields.level')} error={errorOf('levelId')} hint={levels.isError ? t('memberAdmin.levels.unavailable') : levelLocked ? t('consoleFixes.levelAdministratorsOnly') : undefined}>
        {(ids) => levelLocked ? (
          <input id={ids.id} aria-describedby={ids.describedBy} readOnly value={levels.data?.find((level) => level._id === form.getValues('levelId'))?.name[locale] || levels.data?.find((level) => level._id === form.getValues('levelId'))?.name.ko || t('memberAdmin.noLevel')} />
        ) : (
          <select id={ids.id} aria-describedby={ids.describedBy} {...form.register('levelId')}>
            <option value="">{t('memberAdmin.noLevel')}</option>
            {(levels.data ?? []).map((level) => (
              <option key={level._id} value={level._id}>
                {level.name[locale] || level.name.ko}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell name="member-memo" label={t('memberAdmin.fields.memo')} hint={t('memberAdmin.hints.memo', { max: MEMBER_MEMO_MAX_LENGTH })} error={errorOf('memo')}>
        {(ids) => <textarea id={ids.id} rows={3} maxLength={MEMBER_MEMO_MAX_LENGTH} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} {...form.register('memo')} />}
      </FieldShell>
      {mode === 'create' && (
        <fieldset className={styles.field} aria-describedby="member-terms-hint">
          <legend className={styles.label}>{t('memberAdmin.fields.termsSignedOnPaper')}</legend>
          <label className={styles.inlineField}>
            <input type="checkbox" {...form.register('termsSignedOnPaper')} /> {t('memberAdmin.termsSignedOnPaperCheck')}
          </label>
          <p id="member-terms-hint" className={styles.hint}>
            {t('memberAdmin.hints.termsSignedOnPaper')}
          </p>
        </fieldset>
      )}
      {mode === 'create' && (
        <FieldShell name="member-notifyBy" label={t('memberAdmin.fields.notifyBy')} hint={t('memberAdmin.hints.notifyBy')}>
          {(ids) => (
            <select id={ids.id} aria-describedby={ids.describedBy} {...form.register('notifyBy')}>
              <option value="">{t('memberAdmin.notifyNone')}</option>
              <option value="SMS">{t('enums.SMS')}</option>
              <option value="EMAIL">{t('enums.EMAIL')}</option>
            </select>
          )}
        </FieldShell>
      )}
      <FormFooter invalid={form.formState.isSubmitted && invalidCount > 0} serverError={serverError} submitting={submitting} submitLabel={submitLabel} />
    </form>
  );
}
