import { useTranslation } from 'react-i18next';
import { WITHDRAWN_USERNAME_RESERVED_DAYS } from '@centre/contracts';
import { usePageMeta } from '@centre/platform';
import { Link } from 'react-router-dom';
import { WithdrawForm } from '../../features/mypage/components/WithdrawForm.tsx';
import { MYPAGE_NAMESPACE } from '../../features/mypage/i18n/translations.ts';
import styles from '../../features/mypage/components/mypage.module.css';

export default function WithdrawPage() {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  usePageMeta({ title: t('withdraw.title') });
  const erased = t('withdraw.erased', { returnObjects: true }) as string[];
  const kept = t('withdraw.kept', { returnObjects: true }) as string[];
  return (
    <>
      <h1>{t('withdraw.title')}</h1>
      <p>{t('withdraw.lead')}</p>
      <section className={styles.notice} aria-labelledby="withdraw-erased">
        <h2 id="withdraw-erased">{t('withdraw.erasedTitle')}</h2>
        <ul>{erased.map((item) => <li key={item}>{item}</li>)}</ul>
        <h2 id="withdraw-kept">{t('withdraw.keptTitle')}</h2>
        <ul aria-labelledby="withdraw-kept">{kept.map((item) => <li key={item}>{item}</li>)}</ul>
        <p>{t('withdraw.usernameKept', { days: WITHDRAWN_USERNAME_RESERVED_DAYS })}</p>
        <p>
          {t('withdraw.privacyNote')} <Link to="/privacy-policy">{t('withdraw.privacyLink')}</Link>
        </p>
      </section>
      <WithdrawForm />
    </>
  );
}
