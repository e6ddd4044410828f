import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './components.module.css';

/** The keyword search of a list; the server searches, the keyword lives in the URL. */
export function SearchForm({ keyword, onSearch, label }: { keyword: string; onSearch: (keyword: string) => void; label: string }) {
  const { t } = useTranslation('console');
  const id = useId();
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit} aria-label={label}>
      <label htmlFor={id}>{t('list.keyword')}</label>
      <input id={id} type="search" value={draft} maxLength={100} onChange={(event) => setDraft(event.target.value)} />
      <button type="submit" className={styles.secondaryButton}>
        {t('list.search')}
      </button>
    </form>
  );
}
