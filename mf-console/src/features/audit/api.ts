import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONSOLE_AUDIT_PATH, type AuditList } from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../components/use-list-params.ts';

export const AUDIT_PAGE_SIZE = 20;
/** The log's filters in the address: who, what, which record, which service, when, and "with changes". */
export const AUDIT_FILTERS = ['actor', 'action', 'resource', 'service', 'from', 'until', 'changed'] as const;

/** Staff writes, newest first, searched by who, what, which record and when. */
export function useAuditEntries(params: ListParams) {
  return useQuery({
    queryKey: ['audit', params],
    queryFn: async ({ signal }) => {
      const query = { limit: AUDIT_PAGE_SIZE, offset: (params.page - 1) * AUDIT_PAGE_SIZE, keyword: params.keyword || undefined, ...params.filters };
      return (await api.get<AuditList>(CONSOLE_AUDIT_PATH, { params: query, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}
