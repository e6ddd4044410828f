import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ADVICE_PLACE_WORDS, advisorPhotoUrl, type FreeAdviceSession, type Locale } from '@centre/contracts';
import { EmptyState, LANGUAGE_SWITCH, useAsyncData, useIsLoggedIn, useLocale, usePageMeta } from '@centre/platform';
import { AppLink } from '../../components/cross-app/AppLink.tsx';
import { fetchAdvisor } from '../../features/support/api/support-api.ts';
import { SignInPrompt } from '../../features/support/components/SignInPrompt.tsx';
import { registerSupportTranslations, SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import styles from '../../features/support/components/support.module.css';
import { SUPPORT_MEMBER_PAGES } from '../../public-constants.ts';
import { AsyncContent, isNotFound } from '../AsyncContent.tsx';
import pageStyles from '../pages.module.css';

void registerSupportTranslations();

/** Where a session takes place, in the reader's words: a visit names its centre. */
export function placeOf(session: Pick<FreeAdviceSession, 'mode' | 'site'>, locale: Locale): string {
  return ADVICE_PLACE_WORDS[session.mode === 'VISIT' && session.site ? session.site : session.mode][locale];
}

/** /advice/:id: an advisor's bio and free sessions; a member asks for one on my page. */
export default function AdvisorPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const { id = '' } = useParams();
  const locale = useLocale();
  const signedIn = useIsLoggedIn();
  const detail = useAsyncData((signal) => fetchAdvisor(id, signal), [id, locale]);
  usePageMeta({ title: detail.status === 'success' ? detail.data.name : isNotFound(detail) ? t('advice.notFound') : t('advice.title') });
  return (
    <AsyncContent state={detail} notFoundTitle={t('advice.notFound')}>
      {(advisor) => {
        const speciality = advisor.specialities[0]!;
        const askHref = (sessionId?: string) =>
          `${SUPPORT_MEMBER_PAGES.newConsultation}?${new URLSearchParams({ advisor: advisor._id, speciality, ...(sessionId ? { session: sessionId } : {}) }).toString()}`;
        return (
          <article className={pageStyles.page}>
            <header className={pageStyles.articleHeader}>
              <p className={pageStyles.breadcrumb}><Link to="/advice">{t('advice.title')}</Link></p>
              {advisor.photoFileId && <img className={styles.photo} src={advisorPhotoUrl(advisor.photoFileId)!} alt="" width={160} height={160} />}
              <h1 className={pageStyles.pageTitle}>{advisor.name}</h1>
              <p>{t(`profession.${advisor.profession}`)}</p>
            </header>
            <dl className={pageStyles.contactList}>
              <dt>{t('advice.speciality')}</dt>
              <dd>{advisor.specialities.map((value) => t(`speciality.${value}`)).join(', ')}</dd>
              <dt>{t('advice.languages')}</dt>
              <dd>{advisor.languages.map((value) => LANGUAGE_SWITCH.find((entry) => entry.locale === value)?.nativeName ?? value).join(', ')}</dd>
            </dl>
            <p className={styles.pre}>{advisor.bio}</p>
            <h2>{t('advice.freeSessions')}</h2>
            {advisor.freeSessions.length === 0 ? (
              <EmptyState>{t('advice.noSessions')}</EmptyState>
            ) : (
              <table className={styles.table}>
                <caption className={pageStyles.visuallyHidden}>{t('advice.freeSessions')}</caption>
                <thead>
                  <tr><th scope="col">{t('advice.date')}</th><th scope="col">{t('advice.time')}</th><th scope="col">{t('advice.place')}</th><th scope="col">{t('advice.action')}</th></tr>
                </thead>
                <tbody>
                  {advisor.freeSessions.map((session) => (
                    <tr key={session._id}>
                      <th scope="row"><time dateTime={session.date}>{session.date}</time></th>
                      <td>{session.startTime}–{session.endTime}</td>
                      <td>{placeOf(session, locale)}</td>
                      <td>
                        {signedIn ? (
                          <AppLink href={askHref(session._id)} aria-label={t('advice.askSessionLabel', { date: session.date, time: session.startTime })}>{t('advice.askSession')}</AppLink>
                        ) : (
                          '—'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {signedIn ? (
              <p className={pageStyles.actions}>
                <AppLink href={askHref()} className={pageStyles.buttonLink}>{t('advice.askAny', { speciality: t(`speciality.${speciality}`) })}</AppLink>
              </p>
            ) : (
              <SignInPrompt why={t('advice.signInToAsk')} />
            )}
            <p><Link to="/advice" className={pageStyles.secondaryLink}>{t('backToList')}</Link></p>
          </article>
        );
      }}
    </AsyncContent>
  );
}
