import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@centre/platform';
import { useSessions } from '../../features/mypage/api/sessions.ts';
import { QueryState } from '../../features/mypage/components/QueryState.tsx';
import { SessionList } from '../../features/mypage/components/SessionList.tsx';
import { MYPAGE_NAMESPACE } from '../../features/mypage/i18n/translations.ts';

export default function SessionsPage() {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  usePageMeta({ title: t('sessions.title') });
  const sessions = useSessions();
  return (
    <>
      <h1>{t('sessions.title')}</h1>
      <p>{t('sessions.lead')}</p>
      <QueryState query={sessions}>{(data) => <SessionList sessions={data} />}</QueryState>
    </>
  );
}
