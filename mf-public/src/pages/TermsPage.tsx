import type { TermsCode } from '@centre/contracts';
import { useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchTerms } from '../features/terms/api/terms-api.ts';
import { RichText } from '../components/rich-text/RichText.tsx';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';
import { usePageTranslation } from '../i18n/page-texts.ts';
import { TERMS_TEXTS } from '../features/terms/i18n/translations.ts';

/** /terms-use and /privacy-policy: the current version, its effective date and the text. */
export default function TermsPage({ code }: { code: TermsCode }) {
  const { t } = usePageTranslation(TERMS_TEXTS);
  const locale = useLocale();
  const terms = useAsyncData((signal) => fetchTerms(code, signal), [code, locale]);
  usePageMeta({ title: t(`terms.${code}`), description: t(`terms.description.${code}`) });
  return (
    <div className={styles.page}>
      <AsyncContent state={terms} notFoundTitle={t(`terms.${code}`)}>
        {(document) => (
          <article>
            <header className={styles.articleHeader}>
              <h1 className={styles.pageTitle}>{document.title}</h1>
              <p className={styles.termsMeta}>
                <span>{t('terms.version')} <strong data-terms-version>{document.version}</strong></span>
                <span>{t('terms.effectiveAt')} <time dateTime={document.effectiveAt} data-terms-effective>{document.effectiveAt}</time></span>
              </p>
            </header>
            <RichText html={document.content} className={styles.articleBody} />
          </article>
        )}
      </AsyncContent>
    </div>
  );
}
