import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadingState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchProgram } from '../features/auction/api/auction-api.ts';
import { useRegistration } from '../features/auction/api/use-registration.ts';
import { ProgramFacts } from '../features/auction/components/ProgramFacts.tsx';
import { RegistrationBox } from '../features/auction/components/RegistrationBox.tsx';
import { SignInLink } from '../features/auction/components/SignInLink.tsx';
import auctionStyles from '../features/auction/components/auction.module.css';
import { AUCTION_NAMESPACE, registerAuctionTranslations } from '../features/auction/i18n/translations.ts';
import { AsyncContent, isNotFound } from './AsyncContent.tsx';
import styles from './pages.module.css';

void registerAuctionTranslations();

/** /auction/programs/:id: what the program is, when, its halls and rules, and registering to bid. */
export default function AuctionProgramPage() {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const { id = '' } = useParams();
  const locale = useLocale();
  const detail = useAsyncData((signal) => fetchProgram(id, signal), [id, locale]);
  const { signedIn, registration, failed, registered } = useRegistration(detail.status === 'success' ? detail.data.program._id : null);
  usePageMeta({ title: detail.status === 'success' ? detail.data.program.title : isNotFound(detail) ? t('program.notFound') : t('title') });

  return (
    <AsyncContent state={detail} notFoundTitle={t('program.notFound')}>
      {({ program }) => (
        <article className={styles.page}>
          <header className={styles.articleHeader}>
            <p className={styles.breadcrumb}><Link to="/auction">{t('title')}</Link></p>
            <h1 className={styles.pageTitle}>{program.title}</h1>
          </header>
          <ProgramFacts program={program} />
          {program.status !== 'CLOSED' && (
            <section className={auctionStyles.section} aria-labelledby="program-registration">
              <h2 id="program-registration">{t('registration.heading')}</h2>
              {!signedIn ? (
                <SignInLink purpose="register" />
              ) : failed ? (
                <p className={auctionStyles.error}>{t('registration.loadFailed')}</p>
              ) : registration === undefined ? (
                <LoadingState />
              ) : (
                <RegistrationBox programId={program._id} registration={registration} approvalRequired={program.rules.approvalRequired} onRegistered={registered} />
              )}
            </section>
          )}
        </article>
      )}
    </AsyncContent>
  );
}
