import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MYFAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

/** A labelled group of checkboxes over one list field (items, services, languages); its error is read with the group. */
export function ChoiceGroup({ id, legend, values, labels, field, error }: { id: string; legend: string; values: readonly string[]; labels: string; field: UseFormRegisterReturn; error?: string | undefined }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined} data-invalid={error ? true : undefined} tabIndex={error ? -1 : undefined}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {values.map((value) => (
          <label key={value}>
            <input type="checkbox" value={value} {...field} />
            {t(`${labels}.${value}`)}
          </label>
        ))}
      </div>
      {error && <p id={`${id}-error`} className={styles.error} role="alert">{error}</p>}
    </fieldset>
  );
}
