import { useTranslation } from 'react-i18next';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { CONSOLE_DOCUMENTS_PATH } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { FileUploadButton } from '../FileUploadButton.tsx';
import { SchemaField } from './SchemaField.tsx';
import { fieldErrorMessage } from './field-messages.ts';
import type { SchemaNode } from './schema.ts';
import styles from '../components.module.css';

/** Documents of a downloadable form: each uploaded (type and size from the server), named, removable. */
export function DocumentListField({ name, node, label }: { name: string; node: SchemaNode; label: string }) {
  const { t } = useTranslation('console');
  const { control, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const full = node.maxItems !== undefined && fields.length >= node.maxItems;
  const listError = get(formState.errors, name) as { type?: string; root?: { type?: string } } | undefined;
  const own = listError?.root ?? (typeof listError?.type === 'string' ? listError : undefined);
  const error = fieldErrorMessage(t, own as never, node);
  const nameNode = node.items?.properties?.name ?? {};
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{label}</legend>
      <p className={styles.hint}>
        {t('form.documentsHint')} {node.maxItems !== undefined && t('form.limits.maxItems', { max: node.maxItems })}
      </p>
      {fields.map((entry, index) => (
        <div key={entry.id} className={styles.listItem}>
          <SchemaField name={`${name}.${index}.name`} node={nameNode} required hints={{}} />
          <button type="button" className={styles.secondaryButton} onClick={() => remove(index)}>
            {t('form.removeItem', { field: label, number: index + 1 })}
          </button>
        </div>
      ))}
      {!full && (
        <FileUploadButton
          label={t('upload.choose', { field: label })}
          accept="application/pdf,image/*"
          path={CONSOLE_DOCUMENTS_PATH}
          onUploaded={(_url, file) => append({ name: file.name.slice(0, nameNode.maxLength ?? 200), url: file.url, contentType: file.contentType, size: file.size })}
          describeError={(failure) => t('upload.failed', { detail: errorMessage(failure) })}
        />
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
