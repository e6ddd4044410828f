import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@centre/platform';
import { SIGN_UP_KIND_NAMES, SIGN_UP_KINDS } from '../features/sign-up/kinds.ts';
import styles from './pages.module.css';

/** Step one of sign-up: which kind of member, each leading to its own form. */
export default function JoinTypePage() {
  const { t } = useTranslation('member');
  usePageMeta({ title: t('join.title') });
  return (
    <div className={styles.page}>
      <h1>{t('join.title')}</h1>
      <p>{t('join.lead')}</p>
      <ul className={styles.kinds}>
        {SIGN_UP_KIND_NAMES.map((kind) => {
          const text = SIGN_UP_KINDS[kind].textKey;
          return (
            <li key={kind} className={styles.kind}>
              <h2 id={`join-kind-${kind}`}>{t(`join.kinds.${text}.title`)}</h2>
              <p>{t(`join.kinds.${text}.detail`)}</p>
              <p className={styles.kindNeeds}>{t(`join.kinds.${text}.needs`)}</p>
              <Link to={`/join/${kind}`} className={styles.kindLink} aria-describedby={`join-kind-${kind}`}>
                {t('join.choose', { kind: t(`join.kinds.${text}.title`) })}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>
        {t('join.haveAccount')} <Link to="/login">{t('login.pageTitle')}</Link>
      </p>
    </div>
  );
}
