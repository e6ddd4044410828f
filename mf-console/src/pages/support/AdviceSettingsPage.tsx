import { useTranslation } from 'react-i18next';
import { AdviceSettings } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { SchemaForm } from '../../components/form/SchemaForm.tsx';
import { useAdviceSettings, useSaveAdviceSettings } from '../../features/support/api.ts';
import { SupportTabs } from '../../features/support/SupportTabs.tsx';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import styles from '../../components/components.module.css';

/** Who may ask for advice: consultations a year, and the small-company limit. */
export default function AdviceSettingsPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const settings = useAdviceSettings();
  const save = useSaveAdviceSettings();
  return (
    <section aria-labelledby="advice-settings-title">
      <h1 id="advice-settings-title" className={styles.pageTitle}>{t('nav.adviceSettings')}</h1>
      <SupportTabs area="advice" />
      <p className={styles.hint}>{t('settings.lead')}</p>
      <div role="status" className={styles.notice}>{save.isSuccess ? t('saved') : ''}</div>
      {settings.isPending && <LoadingState />}
      {settings.isError && <ErrorState detail={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <SchemaForm<AdviceSettings>
          schema={AdviceSettings}
          defaultValues={settings.data}
          hints={{ namespace: SUPPORT_NAMESPACE }}
          labelledBy="advice-settings-title"
          submitLabel={t('save')}
          submitting={save.isPending}
          serverError={save.isError ? errorMessage(save.error) : undefined}
          onSubmit={(input) => save.mutate(input)}
        />
      )}
    </section>
  );
}
