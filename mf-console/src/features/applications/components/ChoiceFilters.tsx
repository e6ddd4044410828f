import { useTranslation } from 'react-i18next';
import { ListFilter } from '../../../components/ListFilter.tsx';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';

/**
 * The applications screens' filters over fixed choices (site, room, status): each labelled
 * `filters.<name>`, its values named `enums.<value>`, kept in the address by use-list-params.
 */
export function ChoiceFilters<Name extends string>({
  choices,
  values,
  onChange,
}: {
  choices: Readonly<Record<Name, readonly string[]>>;
  values: Readonly<Record<string, string>>;
  onChange: (name: Name, value: string | undefined) => void;
}) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  return (
    <>
      {(Object.keys(choices) as Name[]).map((name) => (
        <ListFilter
          key={name}
          label={t(`filters.${String(name)}` as string)}
          value={values[name]}
          values={choices[name]}
          optionLabel={(value) => t(`enums.${value}`)}
          onChange={(value) => onChange(name, value)}
        />
      ))}
    </>
  );
}
