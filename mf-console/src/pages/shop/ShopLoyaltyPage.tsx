import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOYALTY_LIMITS, type LoyaltySettingsAnswer } from '@centre/contracts';
import { errorMessage, useLocale } from '@centre/platform';
import { PageHead } from '../../components/PageHead.tsx';
import { QueryRows } from '../../components/QueryRows.tsx';
import { useLoyalty, useSaveLoyalty } from '../../features/shop/api/coupons.ts';
import { levelNameOf } from '../../features/shop/components/CouponIssueForm.tsx';
import { SHOP_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../components/components.module.css';

/** The row key of members without a level. */
const NO_LEVEL = '';
const wholeIn = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** What the form edits: the days as typed, and a rate as typed for every level (and for no level). */
function draftOf(answer: LoyaltySettingsAnswer) {
  const rateOf = (levelId: string | null) => answer.settings.rates.find((rate) => rate.levelId === levelId)?.percent;
  const noLevel = rateOf(null) ?? 0;
  return {
    expiryDays: String(answer.settings.expiryDays),
    rates: Object.fromEntries([[NO_LEVEL, String(noLevel)], ...answer.levels.map((level) => [level._id, String(rateOf(level._id) ?? noLevel)])]) as Record<string, string>,
  };
}

/** Shop staff set the point rate of each member level and how many days earned points last. */
export default function ShopLoyaltyPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const locale = useLocale();
  const loyalty = useLoyalty();
  const save = useSaveLoyalty();
  const ids = { expiry: useId(), rate: useId() };
  const [draft, setDraft] = useState<ReturnType<typeof draftOf> | null>(null);
  const [notice, setNotice] = useState('');
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (loyalty.data) setDraft(draftOf(loyalty.data));
  }, [loyalty.data]);

  const expiryValid = draft ? wholeIn(draft.expiryDays, LOYALTY_LIMITS.minExpiryDays, LOYALTY_LIMITS.maxExpiryDays) : true;
  const rateValid = (key: string) => (draft ? wholeIn(draft.rates[key] ?? '', 0, LOYALTY_LIMITS.maxRatePercent) : true);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    setChecked(true);
    setNotice('');
    const keys = Object.keys(draft.rates);
    const firstBad = !expiryValid ? ids.expiry : keys.filter((key) => !rateValid(key)).map((key) => `${ids.rate}-${key || 'none'}`)[0];
    if (firstBad) {
      document.getElementById(firstBad)?.focus();
      return;
    }
    save.mutate(
      { expiryDays: Number(draft.expiryDays), rates: keys.map((key) => ({ levelId: key === NO_LEVEL ? null : key, percent: Number(draft.rates[key]) })) },
      { onSuccess: () => setNotice(t('loyalty.saved')) },
    );
  };

  return (
    <section aria-labelledby="shop-loyalty-title">
      <PageHead titleId="shop-loyalty-title" title={t('loyalty.title')} />
      <p className={styles.hint}>{t('loyalty.intro')}</p>
      <div role="status" className={styles.notice}>
        {notice}
      </div>
      <QueryRows query={loyalty} rows={loyalty.data ? [loyalty.data] : undefined} empty="">
        {([answer]) =>
          answer && draft ? (
            <form className={styles.form} onSubmit={submit} aria-labelledby="shop-loyalty-title" noValidate>
              <div className={styles.field}>
                <label htmlFor={ids.expiry} className={styles.label}>
                  {t('loyalty.expiryDays')}
                </label>
                <input
                  id={ids.expiry}
                  inputMode="numeric"
                  value={draft.expiryDays}
                  aria-invalid={checked && !expiryValid ? true : undefined}
                  aria-describedby={checked && !expiryValid ? `${ids.expiry}-error` : undefined}
                  onChange={(event) => setDraft({ ...draft, expiryDays: event.target.value })}
                />
                {checked && !expiryValid && (
                  <p id={`${ids.expiry}-error`} className={styles.error} role="alert">
                    {t('loyalty.expiryInvalid')}
                  </p>
                )}
              </div>
              <table className={styles.table}>
                <caption className={styles.caption}>{t('loyalty.percent')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('loyalty.level')}</th>
                    <th scope="col">{t('loyalty.percent')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[{ key: NO_LEVEL, name: t('loyalty.noLevel') }, ...answer.levels.map((level) => ({ key: level._id, name: levelNameOf(level, locale) }))].map(({ key, name }) => {
                    const id = `${ids.rate}-${key || 'none'}`;
                    const bad = checked && !rateValid(key);
                    return (
                      <tr key={key || 'none'}>
                        <th scope="row">
                          <label htmlFor={id}>{name}</label>
                        </th>
                        <td>
                          <input
                            id={id}
                            inputMode="numeric"
                            size={4}
                            value={draft.rates[key] ?? ''}
                            aria-invalid={bad || undefined}
                            aria-describedby={bad ? `${id}-error` : undefined}
                            onChange={(event) => setDraft({ ...draft, rates: { ...draft.rates, [key]: event.target.value } })}
                          />{' '}
                          %
                          {bad && (
                            <p id={`${id}-error`} className={styles.error} role="alert">
                              {t('loyalty.invalid')}
                            </p>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {save.isError && (
                <p className={styles.error} role="alert">
                  {errorMessage(save.error)}
                </p>
              )}
              <div className={styles.formActions}>
                <button type="submit" className={styles.primaryButton} disabled={save.isPending}>
                  {t('loyalty.save')}
                </button>
              </div>
            </form>
          ) : null
        }
      </QueryRows>
    </section>
  );
}
