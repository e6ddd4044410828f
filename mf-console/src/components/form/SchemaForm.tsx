import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { TObject } from 'typebox';
import { SchemaField, type FieldHints } from './SchemaField.tsx';
import { nodeOf } from './schema.ts';
import styles from '../components.module.css';

/**
 * A form drawn from a TypeBox input schema and validated on the client by that same schema (the
 * server's), so a field's limits, required parts and messages can never drift between the two.
 */
export function SchemaForm<Input extends FieldValues>({
  schema,
  defaultValues,
  hints = {},
  submitLabel,
  submitting,
  serverError,
  onSubmit,
  extraActions,
  labelledBy,
}: {
  schema: TObject;
  defaultValues: Input;
  hints?: FieldHints;
  submitLabel: string;
  submitting: boolean;
  /** The server's refusal (its message), shown as an alert above the actions. */
  serverError?: string | undefined;
  onSubmit: (input: Input) => void;
  extraActions?: ReactNode;
  labelledBy: string;
}) {
  const { t } = useTranslation('console');
  const form = useForm<Input>({
    // The resolver's generic types come from the schema; the pages know the input type from contracts.
    resolver: typeboxResolver(schema) as never,
    defaultValues: defaultValues as never,
    mode: 'onTouched',
  });
  const node = nodeOf(schema);
  const errorBox = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (serverError) errorBox.current?.focus();
  }, [serverError]);
  const invalidCount = Object.keys(form.formState.errors).length;

  return (
    <FormProvider {...form}>
      <form className={styles.form} aria-labelledby={labelledBy} noValidate onSubmit={form.handleSubmit((input) => onSubmit(input as Input))}>
        {Object.entries(node.properties ?? {}).map(([name, field]) => (
          <SchemaField key={name} name={name} node={field} required={node.required?.includes(name) ?? false} hints={hints} />
        ))}
        {form.formState.isSubmitted && invalidCount > 0 && (
          <p className={styles.error} role="alert">
            {t('form.fixErrors')}
          </p>
        )}
        {serverError && (
          <p ref={errorBox} tabIndex={-1} className={styles.error} role="alert">
            {serverError}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="submit" className={styles.primaryButton} disabled={submitting} aria-busy={submitting}>
            {submitting ? t('actions.saving') : submitLabel}
          </button>
          {extraActions}
        </div>
      </form>
    </FormProvider>
  );
}
