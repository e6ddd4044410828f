import { useTranslation } from 'react-i18next';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { errorMessage } from '@centre/platform';
import { FileUploadButton } from '../FileUploadButton.tsx';
import { FieldShell } from './FieldShell.tsx';
import { fieldErrorMessage } from './field-messages.ts';
import type { SchemaNode } from './schema.ts';
import styles from '../components.module.css';

/** A picture: uploaded to the file store (with progress) or given as an https address. */
export function ImageField({ name, node, label, nullable, error }: { name: string; node: SchemaNode; label: string; nullable: boolean; error: string | undefined }) {
  const { t } = useTranslation('console');
  const { control, register, setValue, formState } = useFormContext();
  const value = useWatch({ control, name }) as string | null;
  const message = error ?? fieldErrorMessage(t, get(formState.errors, name), node);
  return (
    <FieldShell name={name} label={label} hint={t('form.imageHint')} error={message} required={!nullable}>
      {(ids) => (
        <div className={styles.imageField}>
          {value && <img src={value} alt={t('form.preview', { field: label })} className={styles.thumbPreview} />}
          <input
            id={ids.id}
            type="text"
            inputMode="url"
            maxLength={node.maxLength}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            {...register(name, nullable ? { setValueAs: (text: string) => (text === '' ? null : text) } : {})}
          />
          <FileUploadButton
            label={t('upload.choose', { field: label })}
            accept="image/*"
            onUploaded={(url) => setValue(name, url, { shouldDirty: true, shouldValidate: true })}
            describeError={(failure) => t('upload.failed', { detail: errorMessage(failure) })}
          />
          {nullable && value && (
            <button type="button" className={styles.secondaryButton} onClick={() => setValue(name, null, { shouldDirty: true })}>
              {t('form.clearImage', { field: label })}
            </button>
          )}
        </div>
      )}
    </FieldShell>
  );
}
