import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** The localised message; the field is marked invalid and points to it while it is set. */
  error?: string | undefined;
  /** A standing hint (e.g. "digits without hyphens"), read with the field. */
  hint?: string | undefined;
  /** Shown next to the input (a "check" or "send code" button). */
  action?: ReactNode;
  /** A live note under the field (e.g. "available"), announced politely. */
  status?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint, status and error are tied to it for screen readers. */
export function TextField({ label, error, hint, action, status, id, ref, required, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', status ? statusId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required && <span className={styles.required} aria-hidden="true"> *</span>}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          ref={ref}
          className={styles.input}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {action}
      </div>
      {hint && <p id={hintId} className={styles.hint}>{hint}</p>}
      <p id={statusId} className={styles.status} aria-live="polite">{status}</p>
      {error && <p id={errorId} className={styles.error} role="alert">{error}</p>}
    </div>
  );
}
