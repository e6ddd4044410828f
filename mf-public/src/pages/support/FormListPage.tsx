import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, formatDate, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchForms } from '../../features/support/api/support-api.ts';
import { registerSupportTranslations, SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import styles from '../../features/support/components/support.module.css';
import { BoardSearch } from '../../features/notices/components/BoardSearch.tsx';
import { Pagination } from '../../features/paging/Pagination.tsx';
import { pageCountOf, useListParams } from '../../features/paging/use-list-params.ts';
import { SUPPORT_PAGE_SIZES } from '../../public-constants.ts';
import { AsyncContent } from '../AsyncContent.tsx';
import pageStyles from '../pages.module.css';

void registerSupportTranslations();

/** /forms: the centre's downloadable forms, searchable, a page at a time. */
export default function FormListPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const { page, keyword, hrefOf, search } = useListParams();
  usePageMeta({ title: t('forms.title'), description: t('forms.lead') });
  const list = useAsyncData(
    (signal) => fetchForms({ limit: SUPPORT_PAGE_SIZES.forms, offset: (page - 1) * SUPPORT_PAGE_SIZES.forms, ...(keyword ? { keyword } : {}) }, signal),
    [locale, page, keyword],
  );
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.pageTitle}>{t('forms.title')}</h1>
      <p className={pageStyles.lead}>{t('forms.lead')}</p>
      <BoardSearch keyword={keyword} onSearch={search} />
      <AsyncContent state={list}>
        {({ forms, total }) =>
          forms.length === 0 ? (
            <EmptyState>{t('forms.empty')}</EmptyState>
          ) : (
            <>
              <ul className={styles.cards}>
                {forms.map((form) => (
                  <li key={form._id} className={styles.card}>
                    <h2><Link to={`/forms/${form._id}`}>{form.title}</Link></h2>
                    <p>{t('forms.fileCount', { count: form.files.length })} · <time dateTime={form.createdAt}>{formatDate(form.createdAt)}</time></p>
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCountOf(total, SUPPORT_PAGE_SIZES.forms)} hrefOf={(n) => hrefOf({ page: n })} />
            </>
          )
        }
      </AsyncContent>
    </div>
  );
}
