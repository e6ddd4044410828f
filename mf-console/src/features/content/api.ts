import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSummary, TrashList } from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../components/use-list-params.ts';
import type { AnyConsoleScreen } from './resources.ts';

// A record of any content resource as the kit handles it; each page's columns and form know its fields.
export type ResourceRecord = { _id: string } & Record<string, unknown>;

/** Query keys: everything of a resource starts with its key, so one invalidation covers lists and records. */
export const resourceKeys = {
  all: (resource: AnyConsoleScreen) => ['content', resource.key] as const,
  list: (resource: AnyConsoleScreen, params: ListParams) => ['content', resource.key, 'list', params] as const,
  one: (resource: AnyConsoleScreen, id: string) => ['content', resource.key, 'one', id] as const,
};

export function useResourceList(resource: AnyConsoleScreen, params: ListParams) {
  return useQuery({
    queryKey: resourceKeys.list(resource, params),
    queryFn: async ({ signal }) => {
      const { description } = resource;
      // Only the description's sort keys reach the server (a hand-edited address cannot make a 400).
      const sort = params.sort && description.sort.keys.includes(params.sort) ? `${params.sort}:${params.order}` : undefined;
      const query = {
        limit: resource.pageSize,
        offset: (params.page - 1) * resource.pageSize,
        keyword: params.keyword || undefined,
        sort,
        ...params.filters,
      };
      const { data } = await api.get<Record<string, unknown>>(description.paths.console, { params: query, signal });
      return { items: (data[description.keys.list] ?? []) as ResourceRecord[], summary: data.summary as ListSummary };
    },
    // Paging keeps the old rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useResourceRecord(resource: AnyConsoleScreen, id: string | undefined) {
  return useQuery({
    queryKey: resourceKeys.one(resource, id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<Record<string, ResourceRecord>>(`${resource.description.paths.console}/${id}`, { signal });
      return data[resource.description.keys.item]!;
    },
  });
}

/** Create (no id) or replace (id) a record; lists and the record are fetched again afterwards. */
export function useSaveResource(resource: AnyConsoleScreen) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string | undefined; input: Record<string, unknown> }) => {
      const path = resource.description.paths.console;
      const { data } = id ? await api.put<Record<string, ResourceRecord>>(`${path}/${id}`, input) : await api.post<Record<string, ResourceRecord>>(path, input);
      return data[resource.description.keys.item]!;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(resourceKeys.one(resource, saved._id), saved);
      return queryClient.invalidateQueries({ queryKey: [...resourceKeys.all(resource), 'list'] });
    },
  });
}

/** Deletes one or several records (one request each); the lists are fetched again even after a partial failure. */
export function useDeleteResources(resource: AnyConsoleScreen) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const results = await Promise.allSettled(ids.map((id) => api.delete(`${resource.description.paths.console}/${id}`)));
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    onSettled: async (_data, _error, ids) => {
      // A deleted record is marked stale but not fetched again: the page showing it is leaving,
      // and asking for it now would only be a 404.
      await Promise.all(ids.map((id) => queryClient.invalidateQueries({ queryKey: resourceKeys.one(resource, id), refetchType: 'none' })));
      return queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource), predicate: (query) => query.queryKey[2] !== 'one' });
    },
  });
}

export const TRASH_PAGE_SIZE = 20;

/** What was deleted of a resource and can still be restored (for TRASH_RETENTION_DAYS). */
export function useResourceTrash(resource: AnyConsoleScreen, page: number) {
  return useQuery({
    queryKey: [...resourceKeys.all(resource), 'trash', page],
    queryFn: async ({ signal }) => {
      const params = { limit: TRASH_PAGE_SIZE, offset: (page - 1) * TRASH_PAGE_SIZE };
      return (await api.get<TrashList>(`${resource.description.paths.console}/trash`, { params, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Brings a deleted record back; its lists and the trash are fetched again. */
export function useRestoreResource(resource: AnyConsoleScreen) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.post(`${resource.description.paths.console}/trash/${id}/restore`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}
