import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIRED_TERMS_CODES, type Agreement, type ConsentRecord, type TermsToAgree } from '@centre/contracts';
import { Button, ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { useAgreeToTerms } from '../api/account.ts';
import { useTermsDocument } from '../api/terms.ts';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import styles from './mypage.module.css';

function TermsText({ term }: { term: TermsToAgree }) {
  const document = useTermsDocument(term.code);
  if (document.isPending) return <LoadingState />;
  if (document.isError) return <ErrorState detail={errorMessage(document.error)} onRetry={() => void document.refetch()} />;
  return (
    // A scrolling box is focusable so keyboard users can scroll it too. The content service
    // sanitises terms HTML when staff save it.
    <div className={styles.termsText} tabIndex={0} role="region" aria-label={term.title} dangerouslySetInnerHTML={{ __html: document.data.content }} />
  );
}

/**
 * Shown instead of my page while a required term has a version the member has not agreed to:
 * each new version with its text and its own check box; the answer is recorded by version.
 */
export function ReconsentPrompt({ terms, consents }: { terms: TermsToAgree[]; consents: ConsentRecord[] }) {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  const agree = useAgreeToTerms();
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const allChecked = terms.every((term) => checked[term.code]);

  const submit = () => {
    setFailure(null);
    if (!allChecked) {
      setMissing(true);
      document.getElementById(`reconsent-${terms.find((term) => !checked[term.code])!.code}`)?.focus();
      return;
    }
    // The server takes the member's answer to every required term at once: the new versions just
    // agreed to, and the current ones agreed to before (still in the ledger).
    const agreements = REQUIRED_TERMS_CODES.flatMap((code): Agreement[] => {
      const version = terms.find((term) => term.code === code)?.version ?? consents.find((consent) => consent.code === code && consent.agreed)?.version;
      return version ? [{ code, version, agreed: true }] : [];
    });
    agree.mutate(
      { agreements },
      { onError: (error) => setFailure(errorMessage(error)) },
    );
  };

  return (
    <section aria-labelledby="reconsent-title">
      <h1 id="reconsent-title">{t('reconsent.title')}</h1>
      <p>{t('reconsent.lead')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
        {terms.map((term) => {
          const inputId = `reconsent-${term.code}`;
          const invalid = missing && !checked[term.code];
          return (
            <fieldset key={term.code} className={styles.group}>
              <legend className={styles.legend}>
                {term.title} <span className={styles.muted}>({t('reconsent.version', { version: term.version })})</span>
              </legend>
              <TermsText term={term} />
              <div className={styles.checkbox}>
                <input
                  id={inputId}
                  type="checkbox"
                  checked={Boolean(checked[term.code])}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={invalid ? 'reconsent-error' : undefined}
                  onChange={(event) => setChecked((current) => ({ ...current, [term.code]: event.target.checked }))}
                />
                <label htmlFor={inputId}>{t('reconsent.agree', { title: term.title })}</label>
              </div>
            </fieldset>
          );
        })}
        {missing && !allChecked && <p id="reconsent-error" role="alert" className={styles.fieldError}>{t('reconsent.required')}</p>}
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className={styles.actions}>
          <Button type="submit" disabled={agree.isPending}>{agree.isPending ? t('reconsent.submitting') : t('reconsent.submit')}</Button>
        </div>
      </form>
    </section>
  );
}
