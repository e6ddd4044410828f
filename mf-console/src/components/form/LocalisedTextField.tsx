import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, get, useFormContext, useWatch } from 'react-hook-form';
import { LOCALES, type Locale } from '@centre/contracts';
import { LANGUAGE_SWITCH, LoadingState } from '@centre/platform';
import { fieldErrorMessage, fieldLimitHint } from './field-messages.ts';
import { fieldId } from './FieldShell.tsx';
import { koRequired, type SchemaNode } from './schema.ts';
import styles from '../components.module.css';

// TipTap is large: only forms with rich text load it.
const RichTextEditor = lazy(() => import('../RichTextEditor.tsx'));

const languageName = (locale: Locale) => LANGUAGE_SWITCH.find((option) => option.locale === locale)?.nativeName ?? locale;

/**
 * Text in the four languages of the site. Korean is required (it is the fallback every reader
 * gets when their language is missing); the field says which languages are still empty.
 * Short texts show the four inputs together; rich text shows one language at a time.
 */
export function LocalisedTextField({ name, node, label, rich, multiline }: { name: string; node: SchemaNode; label: string; rich?: boolean; multiline?: boolean }) {
  const { t } = useTranslation('console');
  const { control, formState } = useFormContext();
  const value = (useWatch({ control, name }) ?? {}) as Partial<Record<Locale, string>>;
  const missing = LOCALES.filter((locale) => !value[locale]?.trim());
  const required = koRequired(node);
  const [shown, setShown] = useState<Locale>('ko');
  // A rich field shows one language at a time: after a failed submit, show the first language in error.
  const { submitCount } = formState;
  useEffect(() => {
    const failing = LOCALES.find((locale) => get(formState.errors, `${name}.${locale}`));
    if (rich && failing) setShown(failing);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a new submit, not while the person switches languages
  }, [submitCount]);
  const id = fieldId(name);
  const statusId = `${id}-languages`;
  const koNode = node.properties?.ko ?? {};
  const hint = fieldLimitHint(t, koNode);

  const input = (locale: Locale) => {
    const path = `${name}.${locale}`;
    const inputId = fieldId(path);
    const localeNode = node.properties?.[locale] ?? {};
    const message = fieldErrorMessage(t, get(formState.errors, path), localeNode);
    const errorId = `${inputId}-error`;
    const labelId = `${inputId}-label`;
    const describedBy = [statusId, hint ? `${id}-hint` : '', message ? errorId : ''].filter(Boolean).join(' ');
    return (
      <div key={locale} className={styles.localeInput}>
        <label id={labelId} htmlFor={inputId} className={styles.localeLabel}>
          {label} ({languageName(locale)})
          {locale === 'ko' && required && <span className={styles.required} aria-hidden="true"> *</span>}
        </label>
        <Controller
          control={control}
          name={path}
          render={({ field }) => {
            const common = {
              id: inputId,
              'aria-describedby': describedBy,
              'aria-invalid': message ? true : undefined,
              'aria-required': locale === 'ko' && required ? true : undefined,
            } as const;
            if (rich) {
              return (
                <Suspense fallback={<LoadingState />}>
                  <RichTextEditor
                    key={locale}
                    id={inputId}
                    value={(field.value as string) ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    labelledBy={labelId}
                    describedBy={describedBy}
                    invalid={Boolean(message)}
                  />
                </Suspense>
              );
            }
            const props = { ...common, name: field.name, ref: field.ref, value: (field.value as string) ?? '', onChange: field.onChange, onBlur: field.onBlur };
            return multiline ? <textarea {...props} rows={3} /> : <input {...props} type="text" />;
          }}
        />
        {message && (
          <p id={errorId} className={styles.error} role="alert">
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className={styles.localised}>
      <legend className={styles.label}>
        {label}
        {required && <span className={styles.required} aria-hidden="true"> *</span>}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={statusId} className={styles.hint}>
        {missing.length === 0
          ? t('form.allLanguages')
          : t('form.missingLanguages', { languages: missing.map(languageName).join(', ') })}
      </p>
      {rich ? (
        <>
          <div className={styles.localeTabs} role="group" aria-label={t('form.chooseLanguage', { field: label })}>
            {LOCALES.map((locale) => (
              <button key={locale} type="button" aria-pressed={shown === locale} onClick={() => setShown(locale)}>
                {languageName(locale)}
                {missing.includes(locale) && <span className={styles.missingMark}> ({t('form.empty')})</span>}
              </button>
            ))}
          </div>
          {input(shown)}
        </>
      ) : (
        LOCALES.map(input)
      )}
    </fieldset>
  );
}
