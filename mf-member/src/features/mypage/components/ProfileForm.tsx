import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DOMESTIC_PHONE_PATTERN,
  EMAIL_PATTERN,
  ProfileUpdate,
  phoneForDisplay,
  validationMessage,
  type Profile,
  type VerificationChannel,
} from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { certifyCalls } from '../../../api/certify.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { VerificationStep } from '../../../components/verification/VerificationStep.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useUpdateProfile } from '../api/account.ts';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import styles from './mypage.module.css';

/** What the form edits: the profile update without the token, which the code step supplies. */
type ProfileFormValues = Omit<ProfileUpdate, 'verificationToken' | 'locale' | 'phone'> & { phone: string };
const FIELDS = ['name', 'email', 'phone', 'receiveConsent'] as const;

/** What is sent, as the schema checks it: trimmed, and an overseas member's empty phone left out ("no phone"). */
function requestOf(values: ProfileFormValues): Omit<ProfileUpdate, 'verificationToken'> {
  const phone = values.phone.trim();
  return { name: values.name.trim(), email: values.email.trim(), receiveConsent: values.receiveConsent, ...(phone ? { phone } : {}) };
}

interface ContactChange {
  field: 'phone' | 'email';
  channel: VerificationChannel;
  target: string;
  /** Whether the new value passes its rule (a code is sent only then). */
  valid: boolean;
  /** Both contacts changed: the server takes one proven change at a time. */
  both: boolean;
}

/**
 * Which contact the member is changing, if any, that needs a code. An overseas member's phone
 * changes without one (a Korean SMS cannot reach it); a new e-mail always needs one.
 */
function contactChange(profile: Profile, phone: string, email: string): ContactChange | null {
  const phoneChanged = profile.memberKind !== 'OVERSEAS' && phone !== profile.phone && phone !== '';
  const emailChanged = email.toLowerCase() !== profile.email.toLowerCase();
  const both = phoneChanged && emailChanged;
  if (phoneChanged) return { field: 'phone', channel: 'SMS', target: phone, valid: new RegExp(DOMESTIC_PHONE_PATTERN).test(phone), both };
  if (emailChanged) return { field: 'email', channel: 'EMAIL', target: email.toLowerCase(), valid: new RegExp(EMAIL_PATTERN).test(email), both };
  return null;
}

/**
 * Name, e-mail, contact and receive consent. A new number or address changes only with a code
 * sent to it (certify, purpose CHANGE_CONTACT), one at a time; the server refuses the change
 * without the code's token.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  const locale = useLocale();
  const update = useUpdateProfile();
  // An overseas member's number is international (shown and typed +33 6 12 34 56 78); a Korean one is digits only.
  const overseas = profile.memberKind === 'OVERSEAS';
  const [verification, setVerification] = useState<{ target: string; token: string } | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { register, handleSubmit, formState, setError, watch, reset } = useForm<ProfileFormValues>({
    resolver: ruleResolver<ProfileFormValues>(ProfileUpdate, { requestOf, context: () => ({ memberType: profile.memberType, memberKind: profile.memberKind }) }),
    defaultValues: { name: profile.name, email: profile.email, phone: phoneForDisplay(profile.phone), receiveConsent: profile.receiveConsent },
  });

  const change = contactChange(profile, watch('phone').trim(), watch('email').trim());
  const verifiedToken = change && verification?.target === change.target ? verification.token : null;

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    if (change && (change.both || !verifiedToken)) {
      setError(change.field, { type: 'VERIFY_FIRST', message: '' }, { shouldFocus: true });
      return;
    }
    const request: ProfileUpdate = { ...requestOf(values), ...(change && verifiedToken ? { verificationToken: verifiedToken } : {}) };
    try {
      const saved = await update.mutateAsync(request);
      reset({ name: saved.name, email: saved.email, phone: phoneForDisplay(saved.phone), receiveConsent: saved.receiveConsent });
      setVerification(null);
      setOutcome({ tone: 'success', text: t('myinfo.saved') });
    } catch (error) {
      // A missing or spent code is blamed on `verificationToken`, which has no field here: said above the button.
      if (placeServerFieldErrors(error, setError, FIELDS).length === 0) setOutcome({ tone: 'error', text: failureMessage(error, t, locale) });
    }
  });

  const error = (field: 'name' | 'email' | 'phone') => ruleMessage(formState.errors[field], locale, { schema: ProfileUpdate, field });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="myinfo-edit">
      <h2 id="myinfo-edit">{t('myinfo.editTitle')}</h2>
      <TextField
        id="myinfo-name"
        label={t(profile.memberType === 'COMPANY' ? 'myinfo.nameCompany' : 'myinfo.name')}
        autoComplete={profile.memberType === 'COMPANY' ? 'organization' : 'name'}
        error={error('name')}
        {...register('name')}
      />
      <TextField id="myinfo-email" type="email" label={t('myinfo.email')} autoComplete="email" error={error('email')} {...register('email')} />
      <TextField
        id="myinfo-phone"
        type="tel"
        inputMode={overseas ? 'tel' : 'numeric'}
        label={t('myinfo.phone')}
        hint={overseas ? validationMessage('INTERNATIONAL_PHONE', locale) : t('myinfo.phoneHint')}
        autoComplete={overseas ? 'tel' : 'tel-national'}
        error={error('phone')}
        {...register('phone')}
      />
      {change && !change.both && (
        <VerificationStep
          key={change.channel}
          channel={change.channel}
          target={change.target}
          targetValid={change.valid}
          {...certifyCalls('CHANGE_CONTACT', change.channel)}
          onVerified={(token) => setVerification({ target: change.target, token })}
          onInvalidTarget={() => setError(change.field, { type: change.field === 'phone' ? 'PHONE_FORMAT' : 'EMAIL_FORMAT', message: '' }, { shouldFocus: true })}
        />
      )}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('myinfo.receiveConsent')}</legend>
        <div className={styles.checkbox}>
          <input id="myinfo-receive-sms" type="checkbox" {...register('receiveConsent.sms')} />
          <label htmlFor="myinfo-receive-sms">{t('myinfo.receiveSms')}</label>
        </div>
        <div className={styles.checkbox}>
          <input id="myinfo-receive-email" type="checkbox" {...register('receiveConsent.email')} />
          <label htmlFor="myinfo-receive-email">{t('myinfo.receiveEmail')}</label>
        </div>
      </fieldset>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('myinfo.saving') : t('myinfo.save')}
        </Button>
      </div>
    </form>
  );
}
