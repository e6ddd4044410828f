import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { TObject } from 'typebox';
import { ErrorState, LoadingState, errorMessage, statusOf } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SchemaForm } from '../../../components/form/SchemaForm.tsx';
import type { FieldHints } from '../../../components/form/SchemaField.tsx';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import styles from '../../../components/components.module.css';
import own from './auction.module.css';

interface Query { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }
interface Mutation<Args, Result> { isPending: boolean; isError: boolean; error: unknown; reset: () => void; mutate: (args: Args, options?: { onSuccess?: (result: Result) => void }) => void }

/**
 * The one shape of the auction's edit screens (author, program, work): a back link, the record's
 * load states, its form drawn from the input schema, a saved notice, and deleting after a
 * confirmation; `children` adds the record's own panels (bidders, results, bids) below.
 */
export function RecordEditor<Input extends Record<string, unknown>>({
  id, kind, listPath, title, recordName, query, defaults, schema, hints, save, remove, before, children,
}: {
  id: string | undefined;
  /** `authors`, `programs` or `works`: the texts' and addresses' key. */
  kind: 'authors' | 'programs' | 'works';
  listPath: string;
  title: string;
  recordName: string | undefined;
  query: Query;
  defaults: Input | null;
  schema: TObject;
  hints: FieldHints;
  save: Mutation<{ id: string | undefined; input: Input }, string>;
  remove: Mutation<string, void>;
  before?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="record-title">
      <p className={styles.backLink}><Link to={listPath}>{t(`${kind}.back`)}</Link></p>
      <h1 id="record-title" className={styles.pageTitle}>
        {title}
        {recordName && <span className={styles.recordName}>{recordName}</span>}
      </h1>
      {id && query.isPending && <LoadingState />}
      {id && query.isError && (
        <ErrorState detail={statusOf(query.error) === 404 ? t(`${kind}.notFound`) : errorMessage(query.error)} onRetry={statusOf(query.error) === 404 ? undefined : () => void query.refetch()} />
      )}
      <div className={own.sections}>
        {before}
        {defaults && (
          <section className={own.panel} aria-labelledby="record-form">
            <h2 id="record-form">{t(`${kind}.formTitle`)}</h2>
            <p role="status" className={styles.notice}>{saved ? t('form.saved') : ''}</p>
            <SchemaForm<Input>
              schema={schema}
              defaultValues={defaults}
              hints={hints}
              labelledBy="record-form"
              submitLabel={t('form.save')}
              submitting={save.isPending}
              serverError={save.isError ? errorMessage(save.error) : undefined}
              onSubmit={(input) => {
                setSaved(false);
                save.mutate({ id, input }, {
                  onSuccess: (savedId) => {
                    setSaved(true);
                    if (!id) navigate(`${listPath}/${savedId}`, { replace: true });
                  },
                });
              }}
              extraActions={
                <>
                  {id && (
                    <button type="button" className={styles.dangerButton} onClick={() => { remove.reset(); setConfirming(true); }}>{t('form.delete')}</button>
                  )}
                  <Link to={listPath} className={styles.secondaryLink}>{t('form.cancel')}</Link>
                </>
              }
            />
          </section>
        )}
        {children}
      </div>
      {id && (
        <ConfirmDialog
          open={confirming}
          title={t(`${kind}.deleteTitle`)}
          confirmLabel={t('form.delete')}
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : undefined}
          onConfirm={() => remove.mutate(id, { onSuccess: () => navigate(listPath, { replace: true }) })}
          onCancel={() => setConfirming(false)}
        >
          <p>{t(`${kind}.deleteBody`, { name: recordName ?? '' })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
