import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale, htmlLangOf, LANGUAGE_SWITCH, VisuallyHidden } from '@centre/platform';
import styles from './header.module.css';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const active = currentLocale();
  return (
    <div className={styles.languages} role="group" aria-label={t('language')} data-language={i18n.language}>
      {LANGUAGE_SWITCH.map(({ locale, label, nativeName }) => (
        <button
          key={locale}
          type="button"
          className={styles.languageButton}
          aria-pressed={active === locale}
          lang={htmlLangOf(locale)}
          title={nativeName}
          onClick={() => void changeLocale(locale)}
        >
          <span aria-hidden="true">{label}</span>
          <VisuallyHidden>{nativeName}</VisuallyHidden>
        </button>
      ))}
    </div>
  );
}
