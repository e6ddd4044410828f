import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_REVIEW_PATHS, monthBounds, seoulToday } from '@centre/contracts';
import { downloadFromApi, errorMessage } from '@centre/platform';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';
import kit from '../../../components/components.module.css';

/**
 * The district's report: every application whose day of use falls in a period, as CSV, for the
 * site and room the queue is filtered to (all when none).
 */
export function CsvExportForm({ location, work }: { location: string | undefined; work: string | undefined }) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const month = monthBounds(seoulToday().slice(0, 7));
  const [from, setFrom] = useState(month.first);
  const [to, setTo] = useState(month.last);
  const [state, setState] = useState<{ busy: boolean; error?: string; done?: boolean }>({ busy: false });
  const ids = { legend: useId(), from: useId(), to: useId() };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!from || !to || from > to) {
      setState({ busy: false, error: t('csv.badPeriod') });
      return;
    }
    setState({ busy: true });
    try {
      const params = Object.fromEntries(Object.entries({ from, to, location, work }).filter((entry): entry is [string, string] => Boolean(entry[1])));
      await downloadFromApi(APPLICATION_REVIEW_PATHS.consoleReport, `applications-${from}-${to}.csv`, params);
      setState({ busy: false, done: true });
    } catch (error) {
      setState({ busy: false, error: errorMessage(error) });
    }
  };

  return (
    <form className={styles.periodForm} aria-labelledby={ids.legend} onSubmit={(event) => void submit(event)}>
      <span id={ids.legend} className={kit.label}>
        {t('csv.title')}
      </span>
      <label htmlFor={ids.from}>
        <span>{t('csv.from')}</span>
        <input id={ids.from} type="date" value={from} required onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label htmlFor={ids.to}>
        <span>{t('csv.to')}</span>
        <input id={ids.to} type="date" value={to} required onChange={(event) => setTo(event.target.value)} />
      </label>
      <button type="submit" className={kit.secondaryButton} disabled={state.busy} aria-busy={state.busy}>
        {t('csv.download')}
      </button>
      <span role="status" className={state.error ? kit.error : kit.hint}>
        {state.error ?? (state.done ? t('csv.done') : '')}
      </span>
    </form>
  );
}
