import { useTranslation } from 'react-i18next';
import styles from './components.module.css';

/**
 * One filter of a list: a labelled choice of the values the server filters by, "all" first. The
 * value lives in the URL (use-list-params); choosing "all" removes it.
 */
export function ListFilter({
  label,
  value,
  values,
  optionLabel,
  onChange,
}: {
  label: string;
  value: string | undefined;
  values: readonly string[];
  optionLabel: (value: string) => string;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{t('list.all')}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A list's filters from one description: each name's values, labelled `label(name)`, each value
 * shown as its `enums.<value>` text; the current values come from the URL (use-list-params).
 */
export function ListFilters<const Name extends string>({
  values,
  current,
  label,
  onChange,
}: {
  values: Readonly<Record<Name, readonly string[]>>;
  current: Readonly<Record<string, string>>;
  label: (name: Name) => string;
  onChange: (name: Name, value: string | undefined) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <>
      {(Object.keys(values) as Name[]).map((name) => (
        <ListFilter key={name} label={label(name)} value={current[name]} values={values[name]} optionLabel={(value) => t(`enums.${value}`)} onChange={(value) => onChange(name, value)} />
      ))}
    </>
  );
}
