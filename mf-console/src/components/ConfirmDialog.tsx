import { ConfirmDialog as AppConfirmDialog } from '@centre/platform';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The platform's question before something that cannot be undone, with the console's word for the
 * safe answer ("Cancel") unless the screen names its own.
 */
export function ConfirmDialog(props: Omit<ComponentProps<typeof AppConfirmDialog>, 'cancelLabel'> & { cancelLabel?: string }) {
  const { t } = useTranslation('console');
  return <AppConfirmDialog {...props} cancelLabel={props.cancelLabel ?? t('actions.cancel')} />;
}
