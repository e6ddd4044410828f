import { useTranslation } from 'react-i18next';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { KoreanAddress, OverseasAddress, type DeliveryAddress } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { TextField } from '../../../components/form/TextField.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { countriesOf } from '../../../lib/countries.ts';
import { ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

/** The address form's values: one set of fields for both kinds (the postcode is shared). */
export interface AddressValues {
  kind: 'KR' | 'OVERSEAS';
  recipient: string;
  phone: string;
  postcode: string;
  roadAddress: string;
  detail: string;
  country: string;
  lines: string;
  city: string;
}

export const EMPTY_ADDRESS: AddressValues = { kind: 'KR', recipient: '', phone: '', postcode: '', roadAddress: '', detail: '', country: '', lines: '', city: '' };

/** The request's address, as the server's schema has it. */
export function addressOf(values: AddressValues): DeliveryAddress {
  const trim = (value: string) => value.trim();
  return values.kind === 'KR'
    ? { kind: 'KR', recipient: trim(values.recipient), phone: values.phone.replace(/\D/g, ''), postcode: trim(values.postcode), roadAddress: trim(values.roadAddress), detail: trim(values.detail) }
    : { kind: 'OVERSEAS', recipient: trim(values.recipient), phone: trim(values.phone), country: values.country, lines: trim(values.lines), city: trim(values.city), postcode: trim(values.postcode) };
}

const korean = ruleResolver<AddressValues>(KoreanAddress, { requestOf: addressOf });
const overseas = ruleResolver<AddressValues>(OverseasAddress, { requestOf: addressOf });
/** Checked by the schema of the kind chosen, the one the server checks it with. */
export const addressResolver: typeof korean = (values, context, options) => (values.kind === 'KR' ? korean : overseas)(values, context, options);

export function AddressFields({ kind, register, errors }: { kind: AddressValues['kind']; register: UseFormRegister<AddressValues>; errors: FieldErrors<AddressValues> }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const schema = kind === 'KR' ? KoreanAddress : OverseasAddress;
  const error = (field: keyof AddressValues) => ruleMessage(errors[field], locale, { schema, field });
  return (
    <>
      <fieldset className={`${styles.radios} ${styles.plainFieldset}`}>
        <legend>{t('checkout.addressKind')}</legend>
        <label><input type="radio" value="KR" {...register('kind')} /> {t('checkout.addressKR')}</label>
        <label><input type="radio" value="OVERSEAS" {...register('kind')} /> {t('checkout.addressOverseas')}</label>
      </fieldset>
      <TextField label={t('checkout.recipient')} required autoComplete="name" error={error('recipient')} {...register('recipient')} />
      {kind === 'KR' ? (
        <>
          <TextField label={t('checkout.phone')} required inputMode="numeric" autoComplete="tel" error={error('phone')} {...register('phone')} />
          <TextField label={t('checkout.postcode')} required inputMode="numeric" maxLength={5} autoComplete="postal-code" error={error('postcode')} {...register('postcode')} />
          <TextField label={t('checkout.roadAddress')} required autoComplete="address-line1" error={error('roadAddress')} {...register('roadAddress')} />
          <TextField label={t('checkout.detail')} autoComplete="address-line2" error={error('detail')} {...register('detail')} />
        </>
      ) : (
        <>
          <TextField label={t('checkout.phoneOverseas')} required inputMode="tel" autoComplete="tel" error={error('phone')} {...register('phone')} />
          <SelectField label={t('checkout.country')} required error={error('country')} {...register('country')}>
            <option value="">—</option>
            {countriesOf(locale).map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
          </SelectField>
          <TextField label={t('checkout.lines')} required autoComplete="street-address" error={error('lines')} {...register('lines')} />
          <TextField label={t('checkout.city')} required autoComplete="address-level2" error={error('city')} {...register('city')} />
          <TextField label={t('checkout.overseasPostcode')} autoComplete="postal-code" error={error('postcode')} {...register('postcode')} />
        </>
      )}
    </>
  );
}
