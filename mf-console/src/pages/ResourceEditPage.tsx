import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorState, LoadingState, errorMessage, statusOf, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { blankValueOf, nodeOf } from '../components/form/schema.ts';
import { useDeleteResources, useResourceRecord, useSaveResource, type ResourceRecord } from '../features/content/api.ts';
import { localisedIn } from '../lib/localised.ts';
import { CONSOLE_RESOURCES, formHintsOf, type AnyConsoleScreen, type ConsoleResourceKey } from '../features/content/resources.ts';
import { referenceHintsOf } from '../features/content/reference-choices.ts';
import type { ListNotice } from './ResourceListPage.tsx';
import styles from '../components/components.module.css';

/** The editable fields of a record (or blanks for a new one), in the input schema's shape. */
function formValuesOf(resource: AnyConsoleScreen, record: ResourceRecord | undefined): Record<string, unknown> {
  const properties = nodeOf(resource.description.schemas.input).properties ?? {};
  return Object.fromEntries(
    Object.entries(properties).map(([name, node]) => [name, record && record[name] !== undefined ? record[name] : blankValueOf(node)]),
  );
}

/** Create (…/create) or edit (…/:id) one record of a content resource, and delete it. */
export default function ResourceEditPage({ resourceKey }: { resourceKey: ConsoleResourceKey }) {
  const resource = CONSOLE_RESOURCES[resourceKey];
  const { id } = useParams();
  const { t } = useTranslation('console');
  const locale = useLocale();
  const navigate = useNavigate();
  const record = useResourceRecord(resource, id);
  const save = useSaveResource(resource);
  const remove = useDeleteResources(resource);
  const [confirming, setConfirming] = useState(false);
  const one = t(`${resource.key}.one`);
  const headingId = `${resource.key}-edit-title`;
  const backToList = (notice: ListNotice['notice']) => navigate(resource.route, { state: { notice } satisfies ListNotice });
  const defaults = useMemo(() => (id && !record.data ? null : formValuesOf(resource, record.data)), [id, record.data, resource]);

  const heading = id ? t('edit.title', { name: one }) : t('list.create', { name: one });
  return (
    <section aria-labelledby={headingId}>
      <p className={styles.backLink}>
        <Link to={resource.route}>{t('edit.back', { name: t(`${resource.key}.title`) })}</Link>
      </p>
      <h1 id={headingId} className={styles.pageTitle}>
        {heading}
        {record.data && <span className={styles.recordName}>{localisedIn(record.data[resource.description.titleField] as never, locale)}</span>}
      </h1>
      {id && record.isPending && <LoadingState />}
      {id && record.isError && (
        <ErrorState
          detail={statusOf(record.error) === 404 ? t('edit.notFound') : errorMessage(record.error)}
          onRetry={statusOf(record.error) === 404 ? undefined : () => void record.refetch()}
        />
      )}
      {defaults && (
        <SchemaForm
          key={record.data?.updatedAt as string | undefined}
          schema={resource.description.schemas.input}
          defaultValues={defaults}
          hints={{ ...formHintsOf(resource), references: referenceHintsOf(resource) }}
          labelledBy={headingId}
          submitLabel={t('actions.save')}
          submitting={save.isPending}
          serverError={save.isError ? errorMessage(save.error) : undefined}
          onSubmit={(input) => save.mutate({ id, input }, { onSuccess: () => backToList('saved') })}
          extraActions={
            <>
              <Link to={resource.route} className={styles.secondaryLink}>
                {t('actions.cancel')}
              </Link>
              {id && (
                <button
                  type="button"
                  className={styles.dangerButton}
                  onClick={() => {
                    remove.reset();
                    setConfirming(true);
                  }}
                >
                  {t('actions.delete')}
                </button>
              )}
            </>
          }
        />
      )}
      {id && record.data && resource.recordSection && (
        <Suspense fallback={<LoadingState />}>
          <resource.recordSection recordId={id} />
        </Suspense>
      )}
      {id && (
        <ConfirmDialog
          open={confirming}
          title={t('edit.confirmDeleteTitle', { name: one })}
          confirmLabel={t('actions.delete')}
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : undefined}
          onConfirm={() => remove.mutate([id], { onSuccess: () => backToList('deleted') })}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('list.confirmDeleteBody')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
