import { useTranslation } from 'react-i18next';
import { Controller, get, useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { FieldShell, fieldId } from './FieldShell.tsx';
import { fieldErrorMessage, fieldLimitHint } from './field-messages.ts';
import { LocalisedTextField } from './LocalisedTextField.tsx';
import { ImageField } from './ImageField.tsx';
import { DocumentListField } from './DocumentListField.tsx';
import { isoToSeoulInput, seoulInputToIso } from './seoul-time.ts';
import { blankValueOf, choicesOf, kindOf, unwrapNullable, type SchemaNode } from './schema.ts';
import styles from '../components.module.css';

/**
 * The records a reference field (an id naming another record) offers, as a hook answers them:
 * undefined options while loading or after a failure.
 */
export interface ReferenceChoices {
  options: ReadonlyArray<{ value: string; label: string }> | undefined;
  isPending: boolean;
  error: unknown;
  retry(): void;
}

/** How a form shows some of its fields beyond what the schema says. */
export interface FieldHints {
  /** Localised fields edited as rich text (HTML). */
  rich?: readonly string[];
  /** Plain texts long enough for a text area. */
  multiline?: readonly string[];
  /** Fields labelled by another `fields.<key>` than their name. */
  labels?: Readonly<Record<string, string>>;
  /** Passwords, typed hidden: the field's name → its autocomplete token (e.g. 'new-password'). */
  secrets?: Readonly<Record<string, string>>;
  /** A feature's own i18next namespace, looked in first for `fields.<key>` and `enums.<value>`. */
  namespace?: string;
  /** Ids of other records, chosen from a list by name: the field's name → the hook that loads the choices. */
  references?: Readonly<Record<string, () => ReferenceChoices>>;
}

/** A console text key, looked up in a feature's own namespace first when the form has one. */
const keysFor = (key: string, namespace: string | undefined) => (namespace ? [`${namespace}:${key}`, key] : key);

const lastSegment = (name: string) => name.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? name;

/** The label of a field: `fields.<name>` in the console's texts, by the last part of its path. */
export function useFieldLabel(labels: FieldHints['labels'] = {}, namespace?: string) {
  const { t } = useTranslation('console');
  return (name: string) => {
    const key = lastSegment(name);
    return t(keysFor(`fields.${labels[key] ?? key}`, namespace));
  };
}

/** One field of a schema-built form, chosen by the schema's own keywords; objects and lists recurse. */
export function SchemaField({ name, node, required, hints }: { name: string; node: SchemaNode; required: boolean; hints: FieldHints }) {
  const { t } = useTranslation('console');
  const labelOf = useFieldLabel(hints.labels, hints.namespace);
  const { control, register, formState } = useFormContext();
  const { node: inner, nullable } = unwrapNullable(node);
  const kind = kindOf(node);
  const label = labelOf(name);
  const key = lastSegment(name);
  const error = fieldErrorMessage(t, get(formState.errors, name), inner);
  const hint = fieldLimitHint(t, inner);

  const references = hints.references?.[key];
  if (references && kind === 'text') {
    return <ReferenceField name={name} label={label} error={error} required={required && !nullable} nullable={nullable} useChoices={references} />;
  }

  switch (kind) {
    case 'localised':
      return <LocalisedTextField name={name} node={inner} label={label} rich={hints.rich?.includes(key)} multiline={hints.multiline?.includes(key)} />;
    case 'object':
      return (
        <fieldset className={styles.group}>
          <legend className={styles.label}>{label}</legend>
          {Object.entries(inner.properties ?? {}).map(([child, childNode]) => (
            <SchemaField key={child} name={`${name}.${child}`} node={childNode} required={inner.required?.includes(child) ?? false} hints={hints} />
          ))}
        </fieldset>
      );
    case 'list':
      return <ListField name={name} node={inner} label={label} hints={hints} />;
    case 'choices':
      return <ChoicesField name={name} node={inner} label={label} error={error} namespace={hints.namespace} />;
    case 'images':
      return <ImageListField name={name} node={inner} label={label} />;
    case 'documents':
      return <DocumentListField name={name} node={inner} label={label} />;
    case 'image':
      return <ImageField name={name} node={inner} label={label} nullable={nullable} error={error} />;
    case 'boolean':
      return (
        <FieldShell name={name} label={label} error={error} inline>
          {(ids) => <input id={ids.id} type="checkbox" aria-describedby={ids.describedBy} {...register(name)} />}
        </FieldShell>
      );
    case 'choice':
      return (
        <FieldShell name={name} label={label} error={error} required={required}>
          {(ids) => (
            <select id={ids.id} aria-describedby={ids.describedBy} aria-invalid={ids.invalid || undefined} {...register(name)}>
              {inner.enum?.map((value) => (
                <option key={value} value={value}>
                  {t(keysFor(`enums.${value}`, hints.namespace), { defaultValue: value })}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      );
    case 'integer':
      // RHF also passes a stored value through setValueAs (null for an empty nullable number), and Number(null) is 0.
      return (
        <FieldShell name={name} label={label} hint={hint} error={error} required={required && !nullable}>
          {(ids) => (
            <input
              id={ids.id}
              type="number"
              inputMode="numeric"
              min={inner.minimum}
              max={inner.maximum}
              step={1}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid || undefined}
              {...register(name, { setValueAs: (value: string | null) => (value === '' || value === null ? (nullable ? null : value) : Number(value)) })}
            />
          )}
        </FieldShell>
      );
    case 'datetime':
      return (
        <FieldShell name={name} label={`${label} (${t('form.seoulTime')})`} error={error} required={required}>
          {(ids) => (
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <input
                  id={ids.id}
                  ref={field.ref}
                  type="datetime-local"
                  aria-describedby={ids.describedBy}
                  aria-invalid={ids.invalid || undefined}
                  value={field.value ? isoToSeoulInput(field.value as string) : ''}
                  onChange={(event) => field.onChange(event.target.value === '' && nullable ? null : seoulInputToIso(event.target.value))}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </FieldShell>
      );
    default:
      return (
        <FieldShell name={name} label={label} hint={hint} error={error} required={required && (inner.minLength ?? 0) > 0}>
          {(ids) => {
            const attributes = {
              id: ids.id,
              maxLength: inner.maxLength,
              'aria-describedby': ids.describedBy,
              'aria-invalid': ids.invalid || undefined,
              // An optional text with a format or pattern (an address) can never be '': left empty, it is absent.
              ...register(
                name,
                nullable
                  ? { setValueAs: (value: string) => (value === '' ? null : value) }
                  : !required && (inner.format || inner.pattern)
                    ? { setValueAs: (value: string) => (value === '' ? undefined : value) }
                    : {},
              ),
            };
            // A plain text named in `multiline` (an inquiry's answer) is long: a text area, same rules.
            return hints.multiline?.includes(key) ? (
              <textarea rows={8} {...attributes} />
            ) : (
              <input
                type={hints.secrets?.[key] ? 'password' : kind === 'date' ? 'date' : kind === 'email' ? 'email' : 'text'}
                autoComplete={hints.secrets?.[key]}
                {...attributes}
              />
            );
          }}
        </FieldShell>
      );
  }
}

/** A set of choices (member kinds, documents, weekdays): one check box each, in the schema's order. */
function ChoicesField({ name, node, label, error, namespace }: { name: string; node: SchemaNode; label: string; error: string | undefined; namespace: string | undefined }) {
  const { t } = useTranslation('console');
  const { control } = useFormContext();
  const values = choicesOf(node) ?? [];
  const key = lastSegment(name);
  const optionLabel = (value: string | number) =>
    typeof value === 'number' ? t(keysFor(`enums.${key}.${value}`, namespace), { defaultValue: String(value) }) : t(keysFor(`enums.${value}`, namespace), { defaultValue: value });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = (field.value ?? []) as (string | number)[];
        return (
          <fieldset className={styles.group} aria-describedby={error ? `${fieldId(name)}-error` : undefined}>
            <legend className={styles.label}>{label}</legend>
            {values.map((value) => (
              <label key={value} className={styles.inlineField}>
                <input
                  type="checkbox"
                  checked={chosen.includes(value)}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    // Kept in the schema's order whatever the order of clicks.
                    field.onChange(values.filter((option) => (option === value ? event.target.checked : chosen.includes(option))))
                  }
                />
                <span>{optionLabel(value)}</span>
              </label>
            ))}
            {error && (
              <p className={styles.error} role="alert" id={`${fieldId(name)}-error`}>
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

/** A list of records (a setting's branches, its social links): add, edit, remove. */
function ListField({ name, node, label, hints }: { name: string; node: SchemaNode; label: string; hints: FieldHints }) {
  const { t } = useTranslation('console');
  const { control, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const item = node.items ?? {};
  const full = node.maxItems !== undefined && fields.length >= node.maxItems;
  // Only the list's own rule (maxItems); its entries show their errors themselves.
  const listError = get(formState.errors, name) as (FieldError & { root?: FieldError }) | undefined;
  const ownError = listError?.root ?? (typeof listError?.type === 'string' ? listError : undefined);
  const error = fieldErrorMessage(t, ownError, node);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{label}</legend>
      {node.maxItems !== undefined && <p className={styles.hint}>{t('form.limits.maxItems', { max: node.maxItems })}</p>}
      {fields.map((entry, index) => (
        <div key={entry.id} className={styles.listItem}>
          <SchemaField name={`${name}.${index}`} node={{ ...item }} required hints={hints} />
          <button type="button" className={styles.secondaryButton} onClick={() => remove(index)}>
            {t('form.removeItem', { field: label, number: index + 1 })}
          </button>
        </div>
      ))}
      <button type="button" className={styles.secondaryButton} disabled={full} onClick={() => append(blankValueOf(item) as object)}>
        {t('form.addItem', { field: label })}
      </button>
      {error && (
        <p className={styles.error} role="alert" id={`${fieldId(name)}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Several pictures (a space's gallery): each one uploaded or given by address, in order. */
function ImageListField({ name, node, label }: { name: string; node: SchemaNode; label: string }) {
  const { t } = useTranslation('console');
  const { control, setValue } = useFormContext();
  const images = (useWatch({ control, name }) ?? []) as string[];
  const full = node.maxItems !== undefined && images.length >= node.maxItems;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{label}</legend>
      {node.maxItems !== undefined && <p className={styles.hint}>{t('form.limits.maxItems', { max: node.maxItems })}</p>}
      {images.map((_, index) => (
        <div key={index} className={styles.listItem}>
          <ImageField name={`${name}.${index}`} node={node.items ?? {}} label={`${label} ${index + 1}`} nullable={false} error={undefined} />
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => setValue(name, images.filter((__, other) => other !== index), { shouldDirty: true })}
          >
            {t('form.removeItem', { field: label, number: index + 1 })}
          </button>
        </div>
      ))}
      <button type="button" className={styles.secondaryButton} disabled={full} onClick={() => setValue(name, [...images, ''], { shouldDirty: true })}>
        {t('form.addItem', { field: label })}
      </button>
    </fieldset>
  );
}

/**
 * An id chosen by name from the records `useChoices` loads (an equipment's required course). A
 * stored id no longer among them (its record went to the trash) stays chosen and says so, so
 * opening and saving a form never changes it unseen.
 */
function ReferenceField({
  name,
  label,
  error,
  required,
  nullable,
  useChoices,
}: {
  name: string;
  label: string;
  error: string | undefined;
  required: boolean;
  nullable: boolean;
  useChoices: () => ReferenceChoices;
}) {
  const { t } = useTranslation('console');
  const { control } = useFormContext();
  const choices = useChoices();
  const failed = choices.error !== null && choices.error !== undefined;
  const hint = choices.isPending ? t('form.loadingChoices') : failed ? t('form.choicesFailed') : undefined;
  return (
    <FieldShell name={name} label={label} hint={hint} error={error} required={required}>
      {(ids) => (
        <div className={styles.inlineField}>
          {/* Controlled: the stored id is shown once its option arrives (an uncontrolled select would fall back to "none"). */}
          <Controller
            control={control}
            name={name}
            render={({ field }) => {
              const current = (field.value ?? '') as string;
              const missing = current && choices.options && !choices.options.some((option) => option.value === current) ? current : null;
              return (
                <select
                  id={ids.id}
                  ref={field.ref}
                  name={field.name}
                  value={current}
                  aria-describedby={ids.describedBy}
                  aria-invalid={ids.invalid || undefined}
                  aria-busy={choices.isPending || undefined}
                  disabled={choices.isPending || failed}
                  onChange={(event) => field.onChange(event.target.value === '' && nullable ? null : event.target.value)}
                  onBlur={field.onBlur}
                >
                  <option value="">{t('form.noChoice')}</option>
                  {missing && <option value={missing}>{t('form.missingChoice', { id: missing })}</option>}
                  {choices.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              );
            }}
          />
          {failed && (
            <button type="button" className={styles.secondaryButton} onClick={choices.retry}>
              {t('common:retry')}
            </button>
          )}
        </div>
      )}
    </FieldShell>
  );
}
