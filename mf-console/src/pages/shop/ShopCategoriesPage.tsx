import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Type } from 'typebox';
import { ShopCategoryInput, type ConsoleShopCategory } from '@centre/contracts';
import { errorMessage, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { QueryRows } from '../../components/QueryRows.tsx';
import { SchemaForm } from '../../components/form/SchemaForm.tsx';
import { useInPlaceEditor } from '../../components/use-in-place-editor.ts';
import { localisedIn } from '../../lib/localised.ts';
import { categoryTree, useCategories, useDeleteCategory, useMoveCategory, useSaveCategory } from '../../features/shop/api/categories.ts';
import { SHOP_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../components/components.module.css';
import own from '../../features/shop/components/shop.module.css';

/** What the form edits: the parent and the title in four languages; the place comes from the order buttons. */
const CategoryFields = Type.Pick(ShopCategoryInput, ['parentId', 'title']);
type CategoryFields = Pick<ShopCategoryInput, 'parentId' | 'title'>;
const BLANK: CategoryFields = { parentId: null, title: { ko: '', en: '', cn: '', jp: '' } };

/**
 * The shop's categories: a tree of two levels in the order the shop shows them. Staff add, rename
 * in four languages, move a category up or down among its siblings (buttons, so the keyboard does
 * it as well as the mouse), and delete an empty one after a confirmation.
 */
export default function ShopCategoriesPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const locale = useLocale();
  const categories = useCategories();
  const save = useSaveCategory();
  const move = useMoveCategory();
  const remove = useDeleteCategory();
  const editor = useInPlaceEditor<ConsoleShopCategory>({ onOpen: save.reset, onAskDelete: remove.reset });
  const tree = categoryTree(categories.data ?? []);
  const nameOf = (category: ConsoleShopCategory) => localisedIn(category.title, locale);
  // After a move the list is drawn again: focus goes back to the moved category's button.
  const [refocus, setRefocus] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!refocus || move.isPending) return;
    const button = list.current?.querySelector<HTMLButtonElement>(`[data-focus-key="${refocus}"]:not(:disabled)`) ?? list.current?.querySelector<HTMLButtonElement>(`[data-focus-key^="${refocus.split(':')[0]}:"]:not(:disabled)`);
    button?.focus();
    setRefocus(null);
  }, [refocus, move.isPending, categories.data]);

  const topChoices = () => ({
    options: tree.filter((top) => top._id !== editor.editingRow?._id).map((top) => ({ value: top._id, label: nameOf(top) })),
    isPending: categories.isPending,
    error: categories.error,
    retry: () => void categories.refetch(),
  });

  const moveOne = (siblings: readonly ConsoleShopCategory[], index: number, by: -1 | 1) => {
    const category = siblings[index]!;
    editor.setNotice('');
    move.mutate(
      { siblings, index, by },
      {
        onSuccess: () => editor.setNotice(t('categories.moved', { name: nameOf(category), position: index + by + 1, count: siblings.length })),
        onSettled: () => setRefocus(`${category._id}:${by}`),
      },
    );
  };

  const rowOf = (category: ConsoleShopCategory, siblings: readonly ConsoleShopCategory[], index: number) => {
    const name = nameOf(category);
    return (
      <div className={own.categoryRow}>
        <span className={own.categoryName}>{name}</span>
        <span className={styles.headActions}>
          <button type="button" className={styles.secondaryButton} data-focus-key={`${category._id}:-1`} disabled={index === 0 || move.isPending} aria-label={t('categories.moveUp', { name })} onClick={() => moveOne(siblings, index, -1)}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" className={styles.secondaryButton} data-focus-key={`${category._id}:1`} disabled={index === siblings.length - 1 || move.isPending} aria-label={t('categories.moveDown', { name })} onClick={() => moveOne(siblings, index, 1)}>
            <span aria-hidden="true">↓</span>
          </button>
          <button type="button" className={styles.secondaryButton} aria-label={t('categories.editOne', { name })} onClick={() => editor.open(category)}>
            {t('categories.edit')}
          </button>
          <button type="button" className={styles.dangerButton} aria-label={t('categories.deleteOne', { name })} onClick={() => editor.askDelete(category)}>
            {t('categories.delete')}
          </button>
        </span>
      </div>
    );
  };

  const editing = editor.editingRow;
  const siblingsOf = (parentId: string | null) => (parentId === null ? tree : (tree.find((top) => top._id === parentId)?.children ?? []));
  const submit = (fields: CategoryFields) => {
    // A new category, or one moved to another parent, goes last among its new siblings.
    const stays = editing && editing.parentId === fields.parentId;
    const position = stays ? editing.position : siblingsOf(fields.parentId).length;
    save.mutate(
      { id: editing?._id ?? null, input: { ...fields, position } },
      {
        onSuccess: (saved) => {
          editor.close();
          editor.setNotice(t(editing ? 'categories.saved' : 'categories.created', { name: nameOf(saved) }));
        },
      },
    );
  };

  return (
    <section aria-labelledby="shop-categories-title">
      <PageHead titleId="shop-categories-title" title={t('categories.title')}>
        <button type="button" className={styles.primaryButton} onClick={() => editor.open('new')}>
          {t('categories.create')}
        </button>
      </PageHead>
      <p className={styles.hint}>{t('categories.intro')}</p>
      <div role="status" className={styles.notice}>
        {editor.notice}
      </div>
      {move.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(move.error)}
        </p>
      )}
      <QueryRows query={categories} rows={tree} empty={t('categories.empty')}>
        {(tops) => (
          <div ref={list}>
            <ol className={own.categoryTree} aria-label={t('categories.title')}>
              {tops.map((top, index) => (
                <li key={top._id}>
                  {rowOf(top, tops, index)}
                  {top.children.length > 0 && (
                    <ol className={own.categoryChildren} aria-label={t('categories.childrenOf', { name: nameOf(top) })}>
                      {top.children.map((child, childIndex) => (
                        <li key={child._id}>{rowOf(child, top.children, childIndex)}</li>
                      ))}
                    </ol>
                  )}
                </li>
              ))}
            </ol>
          </div>
        )}
      </QueryRows>
      {editor.formOpen && (
        <>
          <h2 id="shop-category-form-title" ref={editor.formHeading} tabIndex={-1}>
            {editing ? t('categories.editOne', { name: nameOf(editing) }) : t('categories.create')}
          </h2>
          <SchemaForm<CategoryFields>
            key={editing?._id ?? 'new'}
            schema={CategoryFields}
            defaultValues={editing ? { parentId: editing.parentId, title: editing.title } : BLANK}
            hints={{ namespace: SHOP_NAMESPACE, references: { parentId: topChoices } }}
            submitLabel={t('categories.save')}
            submitting={save.isPending}
            serverError={save.isError ? errorMessage(save.error) : undefined}
            labelledBy="shop-category-form-title"
            onSubmit={submit}
            cancel={{ label: t('categories.cancel'), onCancel: editor.close }}
          />
        </>
      )}
      <ConfirmDialog
        open={editor.deleting !== null}
        title={t('categories.confirmDelete', { name: editor.deleting ? nameOf(editor.deleting) : '' })}
        confirmLabel={t('categories.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onCancel={editor.cancelDelete}
        onConfirm={() => {
          const target = editor.deleting;
          if (!target) return;
          remove.mutate(target._id, {
            onSuccess: () => {
              editor.cancelDelete();
              editor.setNotice(t('categories.deleted', { name: nameOf(target) }));
            },
          });
        }}
      >
        <p>{t('categories.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
