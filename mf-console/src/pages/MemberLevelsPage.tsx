import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { MemberLevelInput, type MemberLevel } from '@centre/contracts';
import { errorMessage, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { QueryRows } from '../components/QueryRows.tsx';
import { RowActions } from '../components/RowActions.tsx';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { useInPlaceEditor } from '../components/use-in-place-editor.ts';
import { localisedIn } from '../lib/localised.ts';
import { useDeleteLevel, useLevels, useSaveLevel } from '../lib/member-levels.ts';
import { PageHead } from '../components/PageHead.tsx';
import styles from '../components/components.module.css';

const BLANK: MemberLevelInput = { name: { ko: '', en: '', cn: '', jp: '' }, order: 1, grants: { extraQuotaPerWindow: 0, lotteryPriority: false } };
const HINTS = { labels: { name: 'levelName', order: 'levelOrder', grants: 'levelGrants' } };

/** Member levels and what each grants; a handful of rows, edited in place. */
export default function MemberLevelsPage() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const levels = useLevels();
  const save = useSaveLevel();
  const remove = useDeleteLevel();
  const editor = useInPlaceEditor<MemberLevel>({ onOpen: save.reset, onAskDelete: remove.reset });
  const nameOf = (level: MemberLevel) => localisedIn(level.name, locale);

  const columns = useMemo<ColumnDef<MemberLevel, unknown>[]>(
    () => [
      { id: 'order', accessorFn: (level) => level.order, header: () => t('memberAdmin.levels.order') },
      { id: 'name', accessorFn: (level) => nameOf(level), header: () => t('memberAdmin.levels.name') },
      {
        id: 'grants',
        accessorFn: (level) => level.grants,
        header: () => t('memberAdmin.levels.grants'),
        cell: ({ row }) => (
          <>
            {t('memberAdmin.levels.extraQuota', { count: row.original.grants.extraQuotaPerWindow })}
            {row.original.grants.lotteryPriority && ` · ${t('memberAdmin.levels.priority')}`}
          </>
        ),
      },
      { id: 'memberCount', accessorFn: (level) => level.memberCount, header: () => t('memberAdmin.levels.memberCount') },
      {
        id: 'actions',
        header: () => t('memberAdmin.actions'),
        cell: ({ row }) => (
          <RowActions
            edit={{ label: t('memberAdmin.edit'), ariaLabel: t('memberAdmin.levels.editOne', { name: nameOf(row.original) }), onClick: () => editor.open(row.original) }}
            remove={{ label: t('actions.delete'), ariaLabel: t('memberAdmin.levels.deleteOne', { name: nameOf(row.original) }), onClick: () => editor.askDelete(row.original) }}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers call state setters and the mutation's reset, which keep their identity; nameOf follows locale
    [t, locale],
  );

  const { editingRow: editingLevel, deleting } = editor;
  return (
    <section aria-labelledby="levels-title">
      <PageHead titleId="levels-title" title={t('nav.levels')}>
        <button type="button" className={styles.primaryButton} onClick={() => editor.open('new')}>
          {t('memberAdmin.levels.create')}
        </button>
      </PageHead>
      <p className={styles.hint}>{t('memberAdmin.levels.intro')}</p>
      <div role="status" className={styles.notice}>
        {editor.notice}
      </div>
      {/* The same count every console list shows above its table (all levels fit one page). */}
      <p className={styles.total} aria-live="polite">
        {levels.data ? t('list.total', { count: levels.data.length }) : '\u00a0'}
      </p>
      <QueryRows query={levels} rows={levels.data} empty={t('memberAdmin.levels.empty')}>
        {(rows) => <DataTable caption={t('nav.levels')} rows={rows} columns={columns} getRowId={(level) => level._id} rowHeader="name" rowLabel={nameOf} />}
      </QueryRows>
      {editor.formOpen && (
        <>
          <h2 id="level-form-title" ref={editor.formHeading} tabIndex={-1}>
            {editingLevel ? t('memberAdmin.levels.editOne', { name: nameOf(editingLevel) }) : t('memberAdmin.levels.create')}
          </h2>
          <SchemaForm<MemberLevelInput>
            key={editingLevel?._id ?? 'new'}
            schema={MemberLevelInput}
            defaultValues={editingLevel ? { name: editingLevel.name, order: editingLevel.order, grants: editingLevel.grants } : BLANK}
            hints={HINTS}
            submitLabel={t('actions.save')}
            submitting={save.isPending}
            serverError={save.isError ? errorMessage(save.error) : undefined}
            labelledBy="level-form-title"
            onSubmit={(input) =>
              save.mutate(
                { id: editingLevel?._id, input },
                {
                  onSuccess: () => {
                    editor.close();
                    editor.setNotice(t('list.saved'));
                  },
                },
              )
            }
            cancel={{ label: t('actions.cancel'), onCancel: editor.close }}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('memberAdmin.levels.confirmDelete', { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onCancel={editor.cancelDelete}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              editor.cancelDelete();
              editor.setNotice(t('list.deleted', { count: 1 }));
            },
          })
        }
      >
        <p>{deleting && deleting.memberCount > 0 ? t('memberAdmin.levels.inUse', { count: deleting.memberCount }) : t('list.confirmDeleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
