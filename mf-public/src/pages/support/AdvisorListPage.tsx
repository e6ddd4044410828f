import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ADVICE_SPECIALITIES, LOCALES, type AdviceSpeciality, type Locale } from '@centre/contracts';
import { EmptyState, LANGUAGE_SWITCH, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchAdvisors } from '../../features/support/api/support-api.ts';
import { registerSupportTranslations, SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import styles from '../../features/support/components/support.module.css';
import { Pagination } from '../../features/paging/Pagination.tsx';
import { pageCountOf, useListParams } from '../../features/paging/use-list-params.ts';
import { SUPPORT_PAGE_SIZES } from '../../public-constants.ts';
import { AsyncContent } from '../AsyncContent.tsx';
import pageStyles from '../pages.module.css';

void registerSupportTranslations();

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** /advice: the centre's advisors (labour attorneys, lawyers, tax accountants), by speciality and language. */
export default function AdvisorListPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, hrefOf } = useListParams();
  const speciality = oneOf<AdviceSpeciality>(ADVICE_SPECIALITIES, searchParams.get('speciality'));
  const language = oneOf<Locale>(LOCALES, searchParams.get('language'));
  usePageMeta({ title: t('advice.title'), description: t('advice.lead') });
  const list = useAsyncData(
    (signal) => fetchAdvisors({ limit: SUPPORT_PAGE_SIZES.advisors, offset: (page - 1) * SUPPORT_PAGE_SIZES.advisors, ...(speciality ? { speciality } : {}), ...(language ? { language } : {}) }, signal),
    [locale, page, speciality, language],
  );
  const filter = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearchParams(next);
  };
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.pageTitle}>{t('advice.title')}</h1>
      <p className={pageStyles.lead}>{t('advice.lead')}</p>
      <div className={styles.filters}>
        <div>
          <label htmlFor="advice-speciality">{t('advice.speciality')}</label>
          <select id="advice-speciality" value={speciality ?? ''} onChange={(event) => filter('speciality', event.target.value)}>
            <option value="">{t('all')}</option>
            {ADVICE_SPECIALITIES.map((value) => <option key={value} value={value}>{t(`speciality.${value}`)}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="advice-language">{t('advice.language')}</label>
          <select id="advice-language" value={language ?? ''} onChange={(event) => filter('language', event.target.value)}>
            <option value="">{t('all')}</option>
            {LANGUAGE_SWITCH.map(({ locale: value, nativeName }) => <option key={value} value={value}>{nativeName}</option>)}
          </select>
        </div>
      </div>
      <AsyncContent state={list}>
        {({ advisors, total }) => (
          <>
            <p aria-live="polite">{t('advice.count', { count: total })}</p>
            {advisors.length === 0 ? (
              <EmptyState>{t('advice.empty')}</EmptyState>
            ) : (
              <ul className={styles.cards}>
                {advisors.map((advisor) => (
                  <li key={advisor._id} className={styles.card}>
                    <h2><Link to={`/advice/${advisor._id}`}>{advisor.name}</Link></h2>
                    <p>{t(`profession.${advisor.profession}`)}</p>
                    <ul className={styles.tags} aria-label={t('advice.speciality')}>
                      {advisor.specialities.map((value) => <li key={value}>{t(`speciality.${value}`)}</li>)}
                    </ul>
                    <p>{t('advice.languages')}: {advisor.languages.map((value) => LANGUAGE_SWITCH.find((entry) => entry.locale === value)?.nativeName ?? value).join(', ')}</p>
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={page} pageCount={pageCountOf(total, SUPPORT_PAGE_SIZES.advisors)} hrefOf={(n) => hrefOf({ page: n })} />
          </>
        )}
      </AsyncContent>
    </div>
  );
}
