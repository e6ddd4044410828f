import { StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Button, i18n, type MicroFrontendLifecycles } from '@centre/platform';
import styles from './RemoteFallback.module.css';

function RemoteFallback({ onRetry }: { onRetry: () => Promise<void> }) {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);
  return (
    <section className={styles.fallback} role="alert" aria-live="assertive">
      <h1 className={styles.title}>{t('remoteUnavailable')}</h1>
      <p>{t('remoteUnavailableDetail')}</p>
      <Button
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry().finally(() => setRetrying(false));
        }}
      >
        {t('retry')}
      </Button>
    </section>
  );
}

/** Lifecycles standing in for a remote that failed to load: a message and a retry in its slot. */
export function createRemoteFallbackLifecycles(onRetry: () => Promise<void>): MicroFrontendLifecycles {
  let root: Root | null = null;
  return {
    async bootstrap() {},
    async mount(props) {
      if (!props.domElement) return;
      root = createRoot(props.domElement);
      root.render(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <RemoteFallback onRetry={onRetry} />
          </I18nextProvider>
        </StrictMode>,
      );
    },
    async unmount(props) {
      root?.unmount();
      root = null;
      props.domElement?.replaceChildren();
    },
  };
}
