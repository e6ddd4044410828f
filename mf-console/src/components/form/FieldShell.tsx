import type { ReactNode } from 'react';
import styles from '../components.module.css';

export interface FieldIds {
  id: string;
  /** The hint and the error, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** An id usable in HTML from a form path such as `branches.0.phone`. */
export const fieldId = (name: string) => `field-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

/**
 * One labelled field: the label, its limits ("up to 200 characters"), the input, and its error
 * announced as an alert and tied to the input with aria-describedby.
 */
export function FieldShell({
  name,
  label,
  hint,
  error,
  required,
  inline,
  children,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  /** Checkboxes put the label after the box. */
  inline?: boolean;
  children: (ids: FieldIds) => ReactNode;
}) {
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
      {required && <span className={styles.required} aria-hidden="true"> *</span>}
    </label>
  );
  return (
    <div className={inline ? styles.inlineField : styles.field}>
      {!inline && labelElement}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {inline && labelElement}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
