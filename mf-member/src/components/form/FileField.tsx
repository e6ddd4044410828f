import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

export interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Upload progress 0–100 while sending; null when nothing is being sent. */
  progress?: number | null | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A file input with its rules as a hint, and the upload's progress as a real progress bar. */
export function FileField({ label, hint, error, progress, id, ref, required, ...input }: FileFieldProps) {
  const { t } = useTranslation('member');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required && <span className={styles.required} aria-hidden="true"> *</span>}
      </label>
      <input
        id={inputId}
        ref={ref}
        type="file"
        className={styles.file}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && <p id={`${inputId}-hint`} className={styles.hint}>{hint}</p>}
      {progress !== null && progress !== undefined && (
        <div className={styles.progress}>
          <progress id={`${inputId}-progress`} max={100} value={progress} aria-label={t('upload.progress', { file: label })} />
          <span aria-hidden="true">{progress}%</span>
        </div>
      )}
      {error && <p id={`${inputId}-error`} className={styles.error} role="alert">{error}</p>}
    </div>
  );
}
