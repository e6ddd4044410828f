import { useEffect, useId, useState, type FormEvent } from 'react';
import styles from './board.module.css';
import { usePageTranslation } from '../../../i18n/page-texts.ts';
import { BOARD_TEXTS } from '../i18n/translations.ts';

/** Keyword search over a board; the keyword goes into the address so back and forward work. */
export function BoardSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = usePageTranslation(BOARD_TEXTS);
  const id = useId();
  const [value, setValue] = useState(keyword);
  // Back/forward changes the address's keyword: show that one.
  useEffect(() => setValue(keyword), [keyword]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className={styles.visuallyHidden}>{t('board.keyword')}</label>
      <input id={id} type="search" name="keyword" value={value} maxLength={100} placeholder={t('board.keywordPlaceholder')} onChange={(event) => setValue(event.target.value)} />
      <button type="submit">{t('board.search')}</button>
    </form>
  );
}
