import { useTranslation } from 'react-i18next';
import { ConsoleSetting } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { useConsoleSetting, useSaveSetting } from '../features/setting/api.ts';
import styles from '../components/components.module.css';

/** Site name, footer contacts, opening hours, social links and copy protection of the public site. */
export default function SettingPage() {
  const { t } = useTranslation('console');
  const setting = useConsoleSetting();
  const save = useSaveSetting();
  return (
    <section aria-labelledby="setting-title">
      <h1 id="setting-title" className={styles.pageTitle}>
        {t('nav.setting')}
      </h1>
      <p className={styles.hint}>{t('setting.intro')}</p>
      <div role="status" className={styles.notice}>
        {save.isSuccess ? t('setting.saved') : ''}
      </div>
      {setting.isPending && <LoadingState />}
      {setting.isError && <ErrorState detail={errorMessage(setting.error)} onRetry={() => void setting.refetch()} />}
      {setting.data && (
        <SchemaForm
          schema={ConsoleSetting}
          defaultValues={setting.data}
          hints={{ multiline: ['openingHours', 'address'] }}
          labelledBy="setting-title"
          submitLabel={t('actions.save')}
          submitting={save.isPending}
          serverError={save.isError ? errorMessage(save.error) : undefined}
          onSubmit={(input) => save.mutate(input)}
        />
      )}
    </section>
  );
}
