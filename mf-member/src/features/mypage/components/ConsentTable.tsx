import { useTranslation } from 'react-i18next';
import type { ConsentRecord } from '@centre/contracts';
import { EmptyState, formatDate } from '@centre/platform';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import styles from './mypage.module.css';

/** The consent ledger as the member sees it: each answer with the version it was given to. */
export function ConsentTable({ consents }: { consents: ConsentRecord[] }) {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  if (consents.length === 0) return <EmptyState>{t('myinfo.consentsEmpty')}</EmptyState>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('myinfo.consentTerm')}</th>
          <th scope="col">{t('myinfo.consentVersion')}</th>
          <th scope="col">{t('myinfo.consentState')}</th>
          <th scope="col">{t('myinfo.consentDate')}</th>
        </tr>
      </thead>
      <tbody>
        {consents.map((consent) => (
          <tr key={`${consent.code}-${consent.version}-${consent.at}`}>
            <td data-label={t('myinfo.consentTerm')}>{t(`myinfo.consentCodes.${consent.code}`)}</td>
            <td data-label={t('myinfo.consentVersion')}>{consent.version}</td>
            <td data-label={t('myinfo.consentState')}>{t(consent.agreed ? 'myinfo.consentAgreed' : 'myinfo.consentRefused')}</td>
            <td data-label={t('myinfo.consentDate')}>{formatDate(consent.at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
