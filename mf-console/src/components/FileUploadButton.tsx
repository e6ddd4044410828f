import { useId, useRef, useState, type FocusEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@centre/contracts';
import { uploadFile } from './upload.ts';
import styles from './components.module.css';

/**
 * A button that picks a file, uploads it with a progress bar and hands back its address. A real
 * button (not a styled label) so it joins toolbars and tab order like any other.
 */
export function FileUploadButton({
  label,
  accept,
  tabIndex,
  onFocus,
  onUploaded,
  describeError,
  path,
}: {
  label: string;
  accept: string;
  tabIndex?: number;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  onUploaded: (url: string, file: UploadedFile['file'] & { name: string }) => void;
  path?: string;
  describeError: (error: unknown) => string;
}) {
  const { t } = useTranslation('console');
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      const stored = await uploadFile(file, { ...(path ? { path } : {}), onProgress: setProgress });
      onUploaded(stored.url, { ...stored, name: file.name });
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <span className={styles.uploadButton}>
      <button
        type="button"
        data-toolbar-item
        tabIndex={tabIndex}
        onFocus={onFocus}
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {progress !== null && (
        <span className={styles.progress} role="status">
          <label htmlFor={progressId}>{t('upload.progress', { percent: progress })}</label>
          <progress id={progressId} max={100} value={progress} />
        </span>
      )}
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
