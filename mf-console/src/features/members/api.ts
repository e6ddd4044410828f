import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_SORT_KEYS, CONSOLE_MEMBER_PATHS, type ConsoleUserDetail, type ConsoleUserList, type MemberFileReview, type MemberFileUploaded, type WithdrawalList } from '@centre/contracts';
import { api, downloadFromApi } from '@centre/platform';
import type { ListParams } from '../../components/use-list-params.ts';

export const MEMBERS_PAGE_SIZE = 20;
/** The list's filters in the address; name/username/phone narrow the keyword search to one field. */
export const MEMBER_FILTERS = ['memberKind', 'status', 'levelId'] as const;

const membersKey = ['members'] as const;
const pageQuery = (params: ListParams) => ({ limit: MEMBERS_PAGE_SIZE, offset: (params.page - 1) * MEMBERS_PAGE_SIZE });

export function useMembers(params: ListParams, field: string | undefined) {
  return useQuery({
    queryKey: [...membersKey, 'list', params, field],
    queryFn: async ({ signal }) => {
      // A chosen field searches only there; otherwise the keyword searches username, name, e-mail and phone.
      const search = params.keyword ? { [field ?? 'keyword']: params.keyword } : {};
      // The list's URL keeps sort and order apart (as every console list); the users API takes `key:order`.
      const sort = MEMBER_SORT_KEYS.some((key) => key === params.sort) ? { sort: `${params.sort}:${params.order}` } : {};
      return (await api.get<ConsoleUserList>(CONSOLE_MEMBER_PATHS.users, { params: { ...pageQuery(params), ...search, ...sort, ...params.filters }, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useMember(id: string) {
  return useQuery({
    queryKey: [...membersKey, 'one', id],
    queryFn: async ({ signal }) => (await api.get<ConsoleUserDetail>(`${CONSOLE_MEMBER_PATHS.users}/${encodeURIComponent(id)}`, { signal })).data.user,
  });
}

export function useWithdrawals(params: ListParams) {
  return useQuery({
    queryKey: [...membersKey, 'withdrawals', params],
    queryFn: async ({ signal }) => (await api.get<WithdrawalList>(CONSOLE_MEMBER_PATHS.withdrawals, { params: pageQuery(params), signal })).data,
    placeholderData: keepPreviousData,
  });
}

const fileUrl = (memberId: string, fileId: string) => `${CONSOLE_MEMBER_PATHS.users}/${encodeURIComponent(memberId)}/files/${encodeURIComponent(fileId)}`;

/** Approves (with a valid-until date) or rejects a member's document; the member's record refreshes. */
export function useReviewFile(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ fileId, review }: { fileId: string; review: MemberFileReview }) =>
      (await api.put<MemberFileUploaded>(`${fileUrl(memberId, fileId)}/review`, review)).data.file,
    onSuccess: () => client.invalidateQueries({ queryKey: [...membersKey, 'one', memberId] }),
  });
}

/** Downloads a member's document (through the staff's token). */
export function downloadMemberFile(memberId: string, fileId: string, name: string): Promise<void> {
  return downloadFromApi(fileUrl(memberId, fileId), name);
}
