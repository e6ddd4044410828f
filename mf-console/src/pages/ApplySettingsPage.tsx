import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StrikePolicy } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { useSaveStrikePolicy, useStrikePolicy } from '../features/applications/api/settings.ts';
import { ApplyTabs } from '../features/applications/components/ApplyTabs.tsx';
import { APPLY_NAMESPACE } from '../features/applications/i18n/translations.ts';
import styles from '../components/components.module.css';
import own from '../features/applications/components/applications.module.css';

const HINTS = { namespace: APPLY_NAMESPACE } as const;

/**
 * The strike rule is data staff set, not code: N no-show strikes within P days suspend a member's
 * applying for S days. The form is built from the contract's schema, so its limits are the API's.
 */
export default function ApplySettingsPage() {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const policy = useStrikePolicy();
  const save = useSaveStrikePolicy();
  const [saved, setSaved] = useState(false);

  return (
    <section aria-labelledby="apply-settings-title">
      <h1 id="apply-settings-title" className={styles.pageTitle}>
        {t('settings.title')}
      </h1>
      <ApplyTabs />
      <p className={styles.hint}>{t('settings.intro')}</p>
      {policy.isPending && <LoadingState />}
      {policy.isError && <ErrorState detail={errorMessage(policy.error)} onRetry={() => void policy.refetch()} />}
      {policy.data && (
        <section className={own.panel} aria-labelledby="apply-settings-strikes">
          <h2 id="apply-settings-strikes">{t('settings.strikesTitle')}</h2>
          <p className={styles.hint}>{t('settings.current', policy.data)}</p>
          <p role="status" className={styles.notice}>
            {saved ? t('settings.saved') : ''}
          </p>
          <SchemaForm
            key={JSON.stringify(policy.data)}
            schema={StrikePolicy}
            defaultValues={policy.data}
            hints={HINTS}
            labelledBy="apply-settings-strikes"
            submitLabel={t('settings.save')}
            submitting={save.isPending}
            serverError={save.isError ? errorMessage(save.error) : undefined}
            onSubmit={(input) => {
              setSaved(false);
              save.mutate(input, { onSuccess: () => setSaved(true) });
            }}
          />
        </section>
      )}
    </section>
  );
}
