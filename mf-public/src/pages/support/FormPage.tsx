import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { FORM_SUBMISSION_LIMITS, FORM_SUBMISSION_TYPES } from '@centre/contracts';
import { EmptyState, useAsyncData, useIsLoggedIn, useLocale, usePageMeta } from '@centre/platform';
import { RichText } from '../../components/rich-text/RichText.tsx';
import { fetchForm, submitFilledForm } from '../../features/support/api/support-api.ts';
import { SignInPrompt } from '../../features/support/components/SignInPrompt.tsx';
import { registerSupportTranslations, SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import { refusalMessage } from '../../features/support/refusal.ts';
import styles from '../../features/support/components/support.module.css';
import { AsyncContent, isNotFound } from '../AsyncContent.tsx';
import pageStyles from '../pages.module.css';

void registerSupportTranslations();

const MAX_MB = FORM_SUBMISSION_LIMITS.maxBytes / (1024 * 1024);
const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** /forms/:id: a form's files to download; a signed-in member hands a filled one back. */
export default function FormPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const { id = '' } = useParams();
  const locale = useLocale();
  const signedIn = useIsLoggedIn();
  const detail = useAsyncData((signal) => fetchForm(id, signal), [id, locale]);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const result = useRef<HTMLDivElement>(null);
  usePageMeta({ title: detail.status === 'success' ? detail.data.form.title : isNotFound(detail) ? t('forms.notFound') : t('forms.title') });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setOutcome(null);
    const problem = !chosen
      ? null
      : !(FORM_SUBMISSION_TYPES as readonly string[]).includes(chosen.type)
        ? t('forms.wrongType', { name: chosen.name })
        : chosen.size > FORM_SUBMISSION_LIMITS.maxBytes
          ? t('forms.tooLarge', { name: chosen.name, size: MAX_MB })
          : null;
    setFileError(problem);
    setFile(problem ? null : chosen);
  };

  const submit = async () => {
    if (!file) {
      setFileError(t('forms.chooseFile'));
      return;
    }
    setOutcome(null);
    setProgress(0);
    try {
      await submitFilledForm(id, file, setProgress);
      setOutcome({ ok: true, text: t('forms.submitted', { name: file.name }) });
      setFile(null);
    } catch (error) {
      setOutcome({ ok: false, text: refusalMessage(error, t, locale) });
    } finally {
      setProgress(null);
      requestAnimationFrame(() => result.current?.focus());
    }
  };

  return (
    <AsyncContent state={detail} notFoundTitle={t('forms.notFound')}>
      {({ form, files }) => (
        <article className={pageStyles.page}>
          <header className={pageStyles.articleHeader}>
            <p className={pageStyles.breadcrumb}><Link to="/forms">{t('forms.title')}</Link></p>
            <h1 className={pageStyles.pageTitle}>{form.title}</h1>
          </header>
          <div className={pageStyles.detailLayout}>
            <div>
              {form.description && <RichText html={form.description} className={pageStyles.articleBody} />}
              <h2>{t('forms.files')}</h2>
              {files.length === 0 ? (
                <EmptyState>{t('forms.noFiles')}</EmptyState>
              ) : (
                <ul className={styles.files}>
                  {files.map((entry) => (
                    <li key={entry.url}>
                      <a href={entry.url} download={entry.name} aria-label={t('forms.downloadLabel', { name: entry.name })}>{entry.name}</a> <span className={styles.hint}>({sizeOf(entry.size)})</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {form.thumb && <img className={styles.thumb} src={form.thumb} alt={t('forms.thumbAlt', { title: form.title })} width={400} height={300} />}
          </div>
          <section aria-labelledby="form-submit-title">
            <h2 id="form-submit-title">{t('forms.submitTitle')}</h2>
            {!signedIn ? (
              <SignInPrompt why={t('forms.signInToSubmit')} />
            ) : (
              <div className={styles.form}>
                <div className={styles.field}>
                  <label htmlFor="form-file">{t('forms.file')}</label>
                  <input
                    id="form-file"
                    type="file"
                    accept={FORM_SUBMISSION_TYPES.join(',')}
                    onChange={choose}
                    aria-invalid={fileError ? true : undefined}
                    aria-describedby={fileError ? 'form-file-hint form-file-error' : 'form-file-hint'}
                  />
                  <p id="form-file-hint" className={styles.hint}>{t('forms.fileHint', { size: MAX_MB, count: FORM_SUBMISSION_LIMITS.perMemberPerForm })}</p>
                  {fileError && <p id="form-file-error" className={styles.error} role="alert">{fileError}</p>}
                </div>
                {progress !== null && (
                  <div className={styles.field}>
                    <label htmlFor="form-progress">{t('forms.progress')}</label>
                    <progress id="form-progress" max={1} value={progress} />
                  </div>
                )}
                <div ref={result} tabIndex={-1} aria-live="polite">
                  {outcome && <p className={outcome.ok ? styles.success : styles.alert} role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</p>}
                </div>
                <p><button type="button" className={styles.button} disabled={progress !== null} onClick={() => void submit()}>{progress !== null ? t('sending') : t('forms.submit')}</button></p>
              </div>
            )}
          </section>
          <p className={pageStyles.actions}><Link to="/forms" className={pageStyles.secondaryLink}>{t('backToList')}</Link></p>
        </article>
      )}
    </AsyncContent>
  );
}
