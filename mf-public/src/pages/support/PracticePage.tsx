import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LANGUAGE_SWITCH, useAsyncData, useIsLoggedIn, useLocale, usePageMeta } from '@centre/platform';
import { AppLink } from '../../components/cross-app/AppLink.tsx';
import { fetchPractice, takePracticeSeat } from '../../features/support/api/support-api.ts';
import { SignInPrompt } from '../../features/support/components/SignInPrompt.tsx';
import { registerSupportTranslations, SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import { refusalMessage } from '../../features/support/refusal.ts';
import styles from '../../features/support/components/support.module.css';
import { SUPPORT_MEMBER_PAGES } from '../../public-constants.ts';
import { AsyncContent, isNotFound } from '../AsyncContent.tsx';
import pageStyles from '../pages.module.css';

void registerSupportTranslations();

/** /practices/:id: one practice session, its seats left, and (signed in) taking a seat. */
export default function PracticePage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const { id = '' } = useParams();
  const locale = useLocale();
  const signedIn = useIsLoggedIn();
  const detail = useAsyncData((signal) => fetchPractice(id, signal), [id, locale]);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  usePageMeta({ title: detail.status === 'success' ? detail.data.title : isNotFound(detail) ? t('practice.notFound') : t('practice.title') });
  // The outcome takes focus once shown (after the seats left are read again).
  useEffect(() => {
    if (outcome && detail.status === 'success') result.current?.focus();
  }, [outcome, detail.status]);

  // Full: the maker may join the waitlist (a seat that frees goes to the first in line).
  const apply = async (waitlist: boolean) => {
    setBusy(true);
    setOutcome(null);
    try {
      const seat = await takePracticeSeat(id, waitlist);
      setOutcome({ ok: true, text: seat.status === 'WAITLISTED' ? t('practice.waitlisted', { position: seat.waitlistPosition ?? 1 }) : t('practice.applied') });
      detail.reload();
    } catch (error) {
      setOutcome({ ok: false, text: refusalMessage(error, t, locale) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AsyncContent state={detail} notFoundTitle={t('practice.notFound')}>
      {(practice) => (
        <article className={pageStyles.page}>
          <header className={pageStyles.articleHeader}>
            <p className={pageStyles.breadcrumb}><Link to="/practices">{t('practice.title')}</Link></p>
            <h1 className={pageStyles.pageTitle}>{practice.title}</h1>
          </header>
          <dl className={pageStyles.contactList}>
            <dt>{t('advice.date')}</dt>
            <dd><time dateTime={practice.date}>{practice.date}</time> {practice.startTime}–{practice.endTime}</dd>
            <dt>{t('practice.site')}</dt>
            <dd>{t(`site.${practice.site}`)}</dd>
            <dt>{t('practice.levelLabel')}</dt>
            <dd>{t(`level.${practice.level}`)}</dd>
            <dt>{t('practice.language')}</dt>
            <dd>{LANGUAGE_SWITCH.find((entry) => entry.locale === practice.language)?.nativeName ?? practice.language}</dd>
            <dt>{t('practice.seats')}</dt>
            <dd>{practice.seatsLeft > 0 ? t('practice.seatsLeft', { count: practice.seatsLeft, seats: practice.seats }) : t('practice.full')}</dd>
          </dl>
          <h2>{t('practice.learns')}</h2>
          <p className={styles.pre}>{practice.learns}</p>
          <h2>{t('practice.materials')}</h2>
          <p className={styles.pre}>{practice.materials}</p>
          <div ref={result} tabIndex={-1} aria-live="polite">
            {outcome && (
              <p className={outcome.ok ? styles.success : styles.alert} role={outcome.ok ? 'status' : 'alert'}>
                {outcome.text}{' '}
                {outcome.ok && <AppLink href={SUPPORT_MEMBER_PAGES.practices}>{t('practice.mine')}</AppLink>}
              </p>
            )}
          </div>
          {signedIn ? (
            !outcome?.ok && (
              <>
                {practice.seatsLeft === 0 && <p>{t('practice.waitlistHint')}</p>}
                <p className={pageStyles.actions}>
                  <button type="button" className={styles.button} disabled={busy} onClick={() => void apply(practice.seatsLeft === 0)}>
                    {busy ? t('sending') : practice.seatsLeft === 0 ? t('practice.joinWaitlist') : t('practice.apply')}
                  </button>
                </p>
              </>
            )
          ) : (
            <SignInPrompt why={t('practice.signInToApply')} />
          )}
          <p><Link to="/practices" className={pageStyles.secondaryLink}>{t('backToList')}</Link></p>
        </article>
      )}
    </AsyncContent>
  );
}
