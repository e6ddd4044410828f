import { EmptyState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { BOARDS, boardListRequest, reportBoardLoadFailure, type BoardKey } from '../features/notices/boards.ts';
import { BoardRow } from '../features/notices/components/BoardRow.tsx';
import { BoardSearch } from '../features/notices/components/BoardSearch.tsx';
import boardStyles from '../features/notices/components/board.module.css';
import { Pagination } from '../features/paging/Pagination.tsx';
import { pageCountOf, useListParams } from '../features/paging/use-list-params.ts';
import { PAGE_SIZES } from '../public-constants.ts';
import { takeEarly } from './early-loads.ts';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';
import { usePageTranslation } from '../i18n/page-texts.ts';
import { BOARD_TEXTS } from '../features/notices/i18n/translations.ts';

/** /notice and /center-business: keyword search and pages in the address, pinned items first. */
export default function BoardListPage({ board: boardKey }: { board: BoardKey }) {
  const board = BOARDS[boardKey];
  const { t } = usePageTranslation(BOARD_TEXTS);
  const locale = useLocale();
  const { page, keyword, hrefOf, search } = useListParams();
  usePageMeta({ title: t(`${board.key}.title`), description: t(`${board.key}.description`) });
  const list = useAsyncData(
    (signal) => {
      const request = boardListRequest(board, page, keyword);
      return takeEarly(request.key, locale, () => request.load(signal));
    },
    [board, locale, page, keyword],
    reportBoardLoadFailure,
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t(`${board.key}.title`)}</h1>
      <BoardSearch keyword={keyword} onSearch={search} />
      <AsyncContent state={list}>
        {({ items, total }) =>
          items.length === 0 ? (
            <EmptyState>{keyword ? t('board.noResults', { keyword }) : t(`${board.key}.empty`)}</EmptyState>
          ) : (
            <>
              <p className={boardStyles.summary} aria-live="polite">{t('board.total', { count: total })}</p>
              <ul className={boardStyles.list}>
                {items.map((item) => (
                  <BoardRow key={item._id} item={item} href={`${board.route}/${item._id}`} />
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCountOf(total, PAGE_SIZES.board)} hrefOf={(n) => hrefOf({ page: n })} />
            </>
          )
        }
      </AsyncContent>
    </div>
  );
}
