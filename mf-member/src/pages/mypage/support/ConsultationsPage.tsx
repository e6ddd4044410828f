import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ADVICE_PLACE_WORDS, CONSULTATION_STATUSES, type ConsultationStatus } from '@centre/contracts';
import { EmptyState, formatDate, useLocale, usePageMeta } from '@centre/platform';
import { QueryState } from '../../../features/mypage/components/QueryState.tsx';
import { SUPPORT_PAGE_SIZE, useConsultations } from '../../../features/support/api/support.ts';
import { SupportStatus } from '../../../features/support/components/SupportStatus.tsx';
import { MYPAGE_SUPPORT_NAMESPACE, registerMypageSupportTranslations } from '../../../features/support/i18n/translations.ts';
import own from '../../../features/support/components/support.module.css';
import styles from '../../../features/mypage/components/mypage.module.css';
import { Pager } from './Pager.tsx';

void registerMypageSupportTranslations();

/** /mypage/consultations: the member's advice requests, where each stands, the advisor's note once given. */
export default function ConsultationsPage() {
  const { t } = useTranslation(MYPAGE_SUPPORT_NAMESPACE);
  const locale = useLocale();
  usePageMeta({ title: t('consultations.title') });
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const statusParam = searchParams.get('status');
  const status = (CONSULTATION_STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as ConsultationStatus) : undefined;
  const list = useConsultations((page - 1) * SUPPORT_PAGE_SIZE, status);
  const go = (next: { page?: number; status?: string }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status ?? '';
    if (nextStatus) params.set('status', nextStatus);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };
  return (
    <>
      <div className={styles.cardHead}>
        <h1>{t('consultations.title')}</h1>
        <Link to="/mypage/consultations/new" className={styles.secondaryLink}>{t('consultations.new')}</Link>
      </div>
      <p>{t('consultations.lead')}</p>
      <div className={own.filters}>
        <label htmlFor="consultation-status">{t('statusLabel')}</label>
        <select id="consultation-status" value={status ?? ''} onChange={(event) => go({ status: event.target.value, page: 1 })}>
          <option value="">{t('all')}</option>
          {CONSULTATION_STATUSES.map((value) => <option key={value} value={value}>{t(`status.${value}`)}</option>)}
        </select>
      </div>
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState>{t('consultations.empty')}</EmptyState>
          ) : (
            <>
              <ul className={styles.list}>
                {data.items.map((consultation) => (
                  <li key={consultation._id} className={styles.card}>
                    <div className={styles.cardHead}>
                      <h2 className={styles.cardTitle}><Link to={`/mypage/consultations/${consultation._id}`}>{consultation.topic || t('consultations.erased')}</Link></h2>
                      <SupportStatus status={consultation.status} />
                    </div>
                    <p className={styles.muted}>
                      {t(`speciality.${consultation.speciality}`)} ·{' '}
                      {consultation.session
                        ? `${consultation.session.date} ${consultation.session.startTime} · ${consultation.session.advisorName} · ${ADVICE_PLACE_WORDS[consultation.session.mode === 'VISIT' && consultation.session.site ? consultation.session.site : consultation.session.mode][locale]}`
                        : t('consultations.anyAdvisor')}
                    </p>
                    <p className={styles.hint}>{t('consultations.askedOn', { date: formatDate(consultation.createdAt) })}</p>
                  </li>
                ))}
              </ul>
              <Pager page={page} pages={Math.max(1, Math.ceil(data.total / SUPPORT_PAGE_SIZE))} onPage={(next) => go({ page: next })} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
