import type { ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { TObject } from 'typebox';
import { SchemaField, type FieldHints } from './SchemaField.tsx';
import { FormFooter } from './FormFooter.tsx';
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
  cancel,
  labelledBy,
  children,
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
  /** A cancel button after the submit button (forms opened in place under a list). */
  cancel?: { label: string; onCancel: () => void };
  labelledBy: string;
  /** Shown after the fields, inside the form's context (a live preview of what the values make). */
  children?: ReactNode;
}) {
  const form = useForm<Input>({
    // The resolver's generic types come from the schema; the pages know the input type from contracts.
    resolver: typeboxResolver(schema) as never,
    defaultValues: defaultValues as never,
    mode: 'onTouched',
  });
  const node = nodeOf(schema);
  const invalidCount = Object.keys(form.formState.errors).length;

  return (
    <FormProvider {...form}>
      <form className={styles.form} aria-labelledby={labelledBy} noValidate onSubmit={form.handleSubmit((input) => onSubmit(input as Input))}>
        {Object.entries(node.properties ?? {}).map(([name, field]) => (
          <SchemaField key={name} name={name} node={field} required={node.required?.includes(name) ?? false} hints={hints} />
        ))}
        {children}
        <FormFooter
          invalid={form.formState.isSubmitted && invalidCount > 0}
          serverError={serverError}
          submitting={submitting}
          submitLabel={submitLabel}
          extraActions={
            <>
              {extraActions}
              {cancel && (
                <button type="button" className={styles.secondaryButton} onClick={cancel.onCancel}>
                  {cancel.label}
                </button>
              )}
            </>
          }
        />
      </form>
    </FormProvider>
  );
}
