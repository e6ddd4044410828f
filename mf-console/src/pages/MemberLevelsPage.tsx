import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { MemberLevelInput, type MemberLevel } from '@centre/contracts';
import { EmptyState, ErrorState, LoadingState, errorMessage, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { useDeleteLevel, useLevels, useSaveLevel } from '../features/members/admin-api.ts';
import styles from '../components/components.module.css';

const BLANK: MemberLevelInput = { name: { ko: '', en: '', cn: '', jp: '' }, order: 1, grants: { extraQuotaPerWindow: 0, lotteryPriority: false } };

/** Member levels and what each grants; a handful of rows, edited in place. */
export default function MemberLevelsPage() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const levels = useLevels();
  const save = useSaveLevel();
  const remove = useDeleteLevel();
  // null: no form open; 'new': a new level; else the level being edited.
  const [editing, setEditing] = useState<MemberLevel | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MemberLevel | null>(null);
  const [notice, setNotice] = useState('');
  const formHeading = useRef<HTMLHeadingElement>(null);
  const nameOf = (level: MemberLevel) => level.name[locale] || level.name.ko;

  const open = (target: MemberLevel | 'new') => {
    save.reset();
    setNotice('');
    setEditing(target);
    // The form appears below the list: move focus to it so keyboard users land in it.
    requestAnimationFrame(() => formHeading.current?.focus());
  };

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
          <span className={styles.headActions}>
            <button type="button" className={styles.secondaryButton} onClick={() => open(row.original)} aria-label={t('memberAdmin.levels.editOne', { name: nameOf(row.original) })}>
              {t('memberAdmin.edit')}
            </button>
            <button type="button" className={styles.dangerButton} onClick={() => { remove.reset(); setDeleting(row.original); }} aria-label={t('memberAdmin.levels.deleteOne', { name: nameOf(row.original) })}>
              {t('actions.delete')}
            </button>
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers call state setters and the mutation's reset, which keep their identity; nameOf follows locale
    [t, locale],
  );

  const editingLevel = editing && editing !== 'new' ? editing : null;
  return (
    <section aria-labelledby="levels-title">
      <div className={styles.pageHead}>
        <h1 id="levels-title" className={styles.pageTitle}>
          {t('nav.levels')}
        </h1>
        <div className={styles.headActions}>
          <button type="button" className={styles.primaryButton} onClick={() => open('new')}>
            {t('memberAdmin.levels.create')}
          </button>
        </div>
      </div>
      <p className={styles.hint}>{t('memberAdmin.levels.intro')}</p>
      <div role="status" className={styles.notice}>
        {notice}
      </div>
      {levels.isPending && <LoadingState />}
      {levels.isError && <ErrorState detail={errorMessage(levels.error)} onRetry={() => void levels.refetch()} />}
      {levels.data &&
        (levels.data.length === 0 ? (
          <EmptyState>{t('memberAdmin.levels.empty')}</EmptyState>
        ) : (
          <DataTable caption={t('nav.levels')} rows={levels.data} columns={columns} getRowId={(level) => level._id} rowHeader="name" rowLabel={nameOf} />
        ))}
      {editing && (
        <>
          <h2 id="level-form-title" ref={formHeading} tabIndex={-1}>
            {editingLevel ? t('memberAdmin.levels.editOne', { name: nameOf(editingLevel) }) : t('memberAdmin.levels.create')}
          </h2>
          <SchemaForm<MemberLevelInput>
            key={editingLevel?._id ?? 'new'}
            schema={MemberLevelInput}
            defaultValues={editingLevel ? { name: editingLevel.name, order: editingLevel.order, grants: editingLevel.grants } : BLANK}
            hints={{ labels: { name: 'levelName', order: 'levelOrder', grants: 'levelGrants' } }}
            submitLabel={t('actions.save')}
            submitting={save.isPending}
            serverError={save.isError ? errorMessage(save.error) : undefined}
            labelledBy="level-form-title"
            onSubmit={(input) =>
              save.mutate(
                { id: editingLevel?._id, input },
                {
                  onSuccess: () => {
                    setEditing(null);
                    setNotice(t('list.saved'));
                  },
                },
              )
            }
            extraActions={
              <button type="button" className={styles.secondaryButton} onClick={() => setEditing(null)}>
                {t('actions.cancel')}
              </button>
            }
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('memberAdmin.levels.confirmDelete', { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              setDeleting(null);
              setNotice(t('list.deleted', { count: 1 }));
            },
          })
        }
      >
        <p>{deleting && deleting.memberCount > 0 ? t('memberAdmin.levels.inUse', { count: deleting.memberCount }) : t('list.confirmDeleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
