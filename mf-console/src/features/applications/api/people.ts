import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_MEMBER_PATHS, APPLY_PATHS, type AppealDecisionRequest, type ConsoleAppealList, type ConsoleUserList, type TrainingCompletionDetail, type TrainingCompletionInput, type TrainingCompletionList } from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../../components/use-list-params.ts';
import { applyKeys } from './keys.ts';

// Members' standing with the rooms: strike appeals staff decide, and the training courses that
// equipment requires that members completed (the courses to choose from: lib/course-choices.ts).

export const APPEALS_PAGE_SIZE = 20;
export const APPEAL_FILTERS = ['status'] as const;

export function useAppeals(params: ListParams) {
  return useQuery({
    queryKey: [...applyKeys.appeals, params],
    queryFn: async ({ signal }) => {
      const query = { limit: APPEALS_PAGE_SIZE, offset: (params.page - 1) * APPEALS_PAGE_SIZE, ...params.filters };
      return (await api.get<ConsoleAppealList>(APPLY_PATHS.consoleAppeals, { params: query, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Upholding an appeal revokes its strike (and lifts a suspension it caused). */
export function useDecideAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: AppealDecisionRequest }) =>
      (await api.post<unknown>(`${APPLY_PATHS.consoleAppeals}/${encodeURIComponent(id)}/decision`, decision)).data,
    onSettled: () => client.invalidateQueries({ queryKey: applyKeys.all }),
  });
}

/** Members found by a keyword (name, username, e-mail, phone): the first ten. */
export function useMemberSearch(keyword: string) {
  return useQuery({
    queryKey: [...applyKeys.trainings, 'members', keyword],
    queryFn: async ({ signal }) => (await api.get<ConsoleUserList>(CONSOLE_MEMBER_PATHS.users, { params: { keyword, limit: 10 }, signal })).data.users,
    enabled: keyword.length > 0,
  });
}

export function useTrainings(memberId: string | undefined) {
  return useQuery({
    queryKey: [...applyKeys.trainings, 'member', memberId],
    queryFn: async ({ signal }) =>
      (await api.get<TrainingCompletionList>(APPLY_PATHS.consoleTrainings, { params: { memberId, limit: 100 }, signal })).data.trainings,
    enabled: Boolean(memberId),
  });
}

export function useRecordTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TrainingCompletionInput) => (await api.post<TrainingCompletionDetail>(APPLY_PATHS.consoleTrainings, input)).data.training,
    onSuccess: () => client.invalidateQueries({ queryKey: applyKeys.trainings }),
  });
}

export function useRemoveTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`${APPLY_PATHS.consoleTrainings}/${encodeURIComponent(id)}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: applyKeys.trainings }),
  });
}
