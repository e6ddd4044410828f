import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SellerBusiness } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useSaveSellerProfile, useSellerProfile } from '../api/shop.ts';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

type Field = keyof SellerBusiness;
const FIELDS: readonly Field[] = ['tradeName', 'representative', 'businessNumber', 'mailOrderNumber', 'address', 'phone', 'email'];
const RULES = SellerBusiness.properties as unknown as Record<Field, { maxLength: number; pattern?: string; minLength?: number }>;
const EMPTY: SellerBusiness = { tradeName: '', representative: '', businessNumber: '', mailOrderNumber: '', address: '', phone: '', email: '' };

/** Whether a value meets the contract's rule for its field (the server checks again, and the business number's check digit). */
function fieldOk(field: Field, value: string): boolean {
  const rule = RULES[field];
  if (!value || value.length > rule.maxLength) return false;
  if (rule.pattern) return new RegExp(rule.pattern).test(value);
  if (field === 'email') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
  return true;
}

/**
 * The seller's card on my page: what every product page shows of its seller by law. Until it is
 * saved, no product goes to review (the server refuses; this says so first).
 */
export function SellerProfileSection() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const profile = useSellerProfile();
  const save = useSaveSellerProfile();
  const baseId = useId();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<SellerBusiness>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const idOf = (field: Field) => `${baseId}-${field}`;
  if (profile.isPending || profile.isError) return null;
  const current = profile.data;
  const open = editing || current === null;

  const start = () => {
    setValues(current ?? EMPTY);
    setErrors({});
    setMessage(null);
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as SellerBusiness;
    const found = Object.fromEntries(FIELDS.filter((field) => !fieldOk(field, trimmed[field])).map((field) => [field, t(`sellerCard.invalid.${field}`)])) as Partial<Record<Field, string>>;
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    try {
      await save.mutateAsync(trimmed);
      setEditing(false);
      setMessage({ tone: 'success', text: t('sellerCard.saved') });
    } catch (error) {
      setMessage({ tone: 'error', text: failureMessage(error, t, locale) });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{t('sellerCard.title')}</h2>
      <p className={styles.hint}>{t('sellerCard.lead')}</p>
      {current === null && !message && <FormAlert tone="error">{t('sellerCard.missing')}</FormAlert>}
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      {!open && current && (
        <>
          <dl className={styles.summary}>
            {FIELDS.map((field) => (
              <div key={field} style={{ display: 'contents' }}>
                <dt>{t(`sellerCard.${field}`)}</dt>
                <dd>{current[field]}</dd>
              </div>
            ))}
          </dl>
          <p><Button variant="secondary" onClick={start}>{t('sellerCard.edit')}</Button></p>
        </>
      )}
      {open && (
        <form className={styles.itemActions} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${baseId}-title`}>
          {FIELDS.map((field) => (
            <div key={field} className={styles.inlineField}>
              <label htmlFor={idOf(field)}>{t(`sellerCard.${field}`)}</label>
              <input
                id={idOf(field)}
                value={values[field]}
                maxLength={RULES[field].maxLength}
                required
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${idOf(field)}-error` : `${idOf(field)}-hint`}
                onChange={(event) => setValues((now) => ({ ...now, [field]: event.target.value }))}
              />
              <p id={`${idOf(field)}-hint`} className={styles.hint}>{t(`sellerCard.hint.${field}`)}</p>
              {errors[field] && <p id={`${idOf(field)}-error`} className={styles.fieldError}>{errors[field]}</p>}
            </div>
          ))}
          <div className={styles.actions}>
            <Button type="submit" disabled={save.isPending}>{t('sellerCard.save')}</Button>
            {current && <Button type="button" variant="secondary" onClick={() => setEditing(false)}>{t('refund.close')}</Button>}
          </div>
        </form>
      )}
    </section>
  );
}
