// A board post's comments under its form in the console, where staff hide, show or delete them.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { boardsResource, type ConsoleBoardComment, type ConsoleBoardCommentList } from '@centre/contracts';
import { EmptyState, ErrorState, LoadingState, VisuallyHidden, api, errorMessage, formatDate } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import styles from '../../../components/components.module.css';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';

const PAGE_SIZE = 20;
type Shown = 'all' | 'visible' | 'hidden';

const commentKeys = {
  all: (boardId: string) => ['content', 'boards', 'comments', boardId] as const,
  page: (boardId: string, shown: Shown, page: number) => ['content', 'boards', 'comments', boardId, shown, page] as const,
};

/**
 * The comments of one board post, for moderation: newest first, hidden ones marked; staff hide or
 * show a comment again, or delete it after confirming. Readers never see hidden comments.
 */
export default function BoardComments({ recordId: boardId }: { recordId: string }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Shown>('all');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ConsoleBoardComment | null>(null);
  const path = `${boardsResource.paths.console}/${boardId}/comments`;
  const headingId = `board-comments-${boardId}`;

  const list = useQuery({
    queryKey: commentKeys.page(boardId, shown, page),
    queryFn: async ({ signal }) => {
      const params = { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, ...(shown === 'all' ? {} : { hidden: String(shown === 'hidden') }) };
      return (await api.get<ConsoleBoardCommentList>(path, { params, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentKeys.all(boardId) });
  const toggle = useMutation({
    mutationFn: (comment: ConsoleBoardComment) => api.put(`${path}/${comment._id}`, { hidden: !comment.hidden }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (comment: ConsoleBoardComment) => api.delete(`${path}/${comment._id}`),
    onSuccess: () => setDeleting(null),
    onSettled: refresh,
  });

  const total = list.data?.summary.total ?? 0;
  return (
    <section aria-labelledby={headingId} className={styles.details}>
      <h2 id={headingId}>{t('boards.comments.title')}</h2>
      <div className={styles.listTools}>
        <label className={styles.filter}>
          <span>{t('boards.comments.show')}</span>
          <select
            value={shown}
            onChange={(event) => {
              setShown(event.target.value as Shown);
              setPage(1);
            }}
          >
            <option value="all">{t('boards.comments.all')}</option>
            <option value="visible">{t('boards.comments.visible')}</option>
            <option value="hidden">{t('boards.comments.hidden')}</option>
          </select>
        </label>
        {list.data && <p className={styles.total} aria-live="polite">{t('boards.comments.total', { count: total })}</p>}
      </div>
      {toggle.isError && <p role="alert" className={styles.error}>{errorMessage(toggle.error)}</p>}
      {list.isPending && <LoadingState />}
      {list.isError && <ErrorState detail={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
      {list.data && list.data.comments.length === 0 && <EmptyState>{t('boards.comments.empty')}</EmptyState>}
      {list.data && list.data.comments.length > 0 && (
        <ScrollRegion label={t('boards.comments.title')}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('boards.comments.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('boards.comments.author')}</th>
                <th scope="col">{t('boards.comments.body')}</th>
                <th scope="col">{t('boards.comments.written')}</th>
                <th scope="col">{t('boards.comments.state')}</th>
                <th scope="col">{t('boards.comments.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.comments.map((comment) => (
                <tr key={comment._id}>
                  <th scope="row" className={styles.rowHeader}>{comment.author}</th>
                  <td className={styles.messageBody}>{comment.body}</td>
                  <td>{formatDate(comment.createdAt)}</td>
                  <td>{comment.hidden ? t('boards.comments.hiddenState') : t('boards.comments.visibleState')}</td>
                  <td>
                    <button type="button" className={styles.secondaryButton} disabled={toggle.isPending} onClick={() => toggle.mutate(comment)}>
                      {comment.hidden ? t('boards.comments.unhide') : t('boards.comments.hide')}
                      <VisuallyHidden> {t('boards.comments.of', { author: comment.author })}</VisuallyHidden>
                    </button>{' '}
                    <button
                      type="button"
                      className={styles.dangerButton}
                      onClick={() => {
                        remove.reset();
                        setDeleting(comment);
                      }}
                    >
                      {t('actions.delete')}
                      <VisuallyHidden> {t('boards.comments.of', { author: comment.author })}</VisuallyHidden>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination page={page} pageCount={Math.ceil(total / PAGE_SIZE)} onPage={setPage} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('boards.comments.confirmDeleteTitle')}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('boards.comments.confirmDeleteBody')}</p>
        {deleting && <blockquote className={styles.messageBody}>{deleting.body}</blockquote>}
      </ConfirmDialog>
    </section>
  );
}
