import {
  apiItemPath,
  PUBLIC_CONTENT_PATHS,
  type BusinessDetail,
  type BusinessList,
  type Notification,
  type NotificationDetail,
  type NotificationList,
} from '@centre/contracts';
import { api, errorMessage, showPageNotice } from '@centre/platform';
import { PAGE_SIZES } from '../../public-constants.ts';

/**
 * Notices and business announcements read and behave alike (same item shape, pinned first,
 * previous/next); one list page and one detail page serve both, told apart by this description.
 */
export interface Board {
  /** Translation keys live under `public:<key>.` */
  key: 'notice' | 'business';
  /** The public page of the list; details are at `<route>/<_id>`. */
  route: string;
  list(query: BoardListQuery, signal?: AbortSignal): Promise<{ items: Notification[]; total: number }>;
  detail(id: string, signal?: AbortSignal): Promise<BoardDetail>;
}

export interface BoardListQuery {
  limit: number;
  offset?: number;
  keyword?: string;
  isMain?: boolean;
}

export interface BoardDetail {
  item: Notification;
  previous: NotificationDetail['previous'];
  next: NotificationDetail['next'];
}

const paramsOf = ({ isMain, keyword, ...rest }: BoardListQuery) => ({
  ...rest,
  keyword: keyword || undefined,
  isMain: isMain === undefined ? undefined : String(isMain),
});

export const NOTICE_BOARD: Board = {
  key: 'notice',
  route: '/notice',
  async list(query, signal) {
    const { data } = await api.get<NotificationList>(PUBLIC_CONTENT_PATHS.notifications, { params: paramsOf(query), signal });
    return { items: data.notifications, total: data.summary.total };
  },
  async detail(id, signal) {
    const { data } = await api.get<NotificationDetail>(apiItemPath(PUBLIC_CONTENT_PATHS.notifications, id), { signal });
    return { item: data.notification, previous: data.previous, next: data.next };
  },
};

export const BUSINESS_BOARD: Board = {
  key: 'business',
  route: '/center-business',
  async list(query, signal) {
    const { data } = await api.get<BusinessList>(PUBLIC_CONTENT_PATHS.businesses, { params: paramsOf(query), signal });
    return { items: data.businesses, total: data.summary.total };
  },
  async detail(id, signal) {
    const { data } = await api.get<BusinessDetail>(apiItemPath(PUBLIC_CONTENT_PATHS.businesses, id), { signal });
    return { item: data.business, previous: data.previous, next: data.next };
  },
};

export const BOARDS = { notice: NOTICE_BOARD, business: BUSINESS_BOARD } as const;
export type BoardKey = keyof typeof BOARDS;

/** A board list page's request: page `page` (from 1) of the items matching `keyword`. */
export function boardListRequest(board: Board, page: number, keyword: string) {
  const query: BoardListQuery = { limit: PAGE_SIZES.board, offset: (page - 1) * PAGE_SIZES.board, keyword };
  return { key: `${board.key}:list:${JSON.stringify(query)}`, load: (signal?: AbortSignal) => board.list(query, signal) };
}

/** Spec §8: a failed notice load is logged and the server's message (or the error text) alerted (the app's notice, never window.alert). */
export function reportBoardLoadFailure(error: unknown): void {
  console.error('[mf_public] notice load failed', error);
  showPageNotice(errorMessage(error));
}
