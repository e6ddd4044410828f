import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LOCALES, MAKER_ITEMS, MAKER_SERVICES } from '@centre/contracts';
import { Button } from '@centre/platform';
import { DIRECTORY_FILTERS } from '../directory-query.ts';
import { MAKERS_NAMESPACE } from '../i18n/translations.ts';
import styles from './makers.module.css';

/** Keyword and filters of the directory; sending them moves to page 1 of the new address. */
export function MakerFilters() {
  const { t } = useTranslation(MAKERS_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of DIRECTORY_FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const select = (name: 'item' | 'service' | 'language', values: readonly string[], labels: string) => (
    <div className={styles.field}>
      <label htmlFor={`maker-${name}`}>{t(name)}</label>
      <select id={`maker-${name}`} name={name} defaultValue={params.get(name) ?? ''}>
        <option value="">{t('any')}</option>
        {values.map((value) => <option key={value} value={value}>{t(`${labels}.${value}`)}</option>)}
      </select>
    </div>
  );
  return (
    <form role="search" onSubmit={submit} key={params.toString()}>
      <fieldset className={styles.filters}>
        <legend>{t('filters')}</legend>
        <div className={styles.field}>
          <label htmlFor="maker-keyword">{t('searchLabel')}</label>
          <input id="maker-keyword" name="keyword" type="search" maxLength={100} defaultValue={params.get('keyword') ?? ''} aria-describedby="maker-keyword-hint" />
          <p id="maker-keyword-hint" className={styles.hint}>{t('searchHint')}</p>
        </div>
        {select('item', MAKER_ITEMS, 'itemLabels')}
        {select('service', MAKER_SERVICES, 'serviceLabels')}
        <div className={styles.field}>
          <label htmlFor="maker-district">{t('district')}</label>
          <input id="maker-district" name="district" maxLength={40} defaultValue={params.get('district') ?? ''} />
        </div>
        <div className={styles.field}>
          <label htmlFor="maker-capacity">{t('capacity')}</label>
          <input id="maker-capacity" name="capacity" type="number" min={0} max={10_000_000} step={100} inputMode="numeric" defaultValue={params.get('capacity') ?? ''} />
        </div>
        {select('language', LOCALES, 'languageLabels')}
        <label className={styles.check}>
          <input type="checkbox" name="verified" value="true" defaultChecked={params.get('verified') === 'true'} />
          {t('verifiedOnly')}
        </label>
        <div className={styles.buttons}>
          <Button type="submit">{t('search')}</Button>
          <Button type="button" variant="secondary" onClick={() => setParams(new URLSearchParams())}>{t('reset')}</Button>
        </div>
      </fieldset>
    </form>
  );
}
