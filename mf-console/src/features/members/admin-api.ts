import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type {
  ConsoleMemberCreate,
  ConsoleMemberCreated,
  ConsoleMemberUpdate,
  FieldError,
  MemberRemoval,
  MemberSuspension,
  MemberStrikes,
  ConsoleApplicationList,
} from '@centre/contracts';
import { APPLICATION_REVIEW_PATHS, APPLY_PATHS, CONSOLE_MEMBER_PATHS } from '@centre/contracts';
import { levelsKey } from '../../lib/member-levels.ts';
import { api, downloadFromApi } from '@centre/platform';

// Staff's administration of members: a walk-in member, edits, suspension, the CSV export.
// Every write refreshes the members' lists and records (the 'members' query key of api.ts).

const membersKey = ['members'] as const;

export function useCreateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConsoleMemberCreate) => (await api.post<ConsoleMemberCreated>(CONSOLE_MEMBER_PATHS.users, input)).data.user,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: membersKey }), client.invalidateQueries({ queryKey: levelsKey })]),
  });
}

export function useUpdateMember(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConsoleMemberUpdate) => api.put(`${CONSOLE_MEMBER_PATHS.users}/${encodeURIComponent(id)}`, input),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: membersKey }), client.invalidateQueries({ queryKey: levelsKey })]),
  });
}

/** Suspends (with a reason) or reactivates a member. */
export function useMemberStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: { action: 'suspend'; body: MemberSuspension } | { action: 'reactivate' }) =>
      change.action === 'suspend'
        ? api.post(`${CONSOLE_MEMBER_PATHS.users}/${encodeURIComponent(id)}/suspend`, change.body)
        : api.post(`${CONSOLE_MEMBER_PATHS.users}/${encodeURIComponent(id)}/reactivate`),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey }),
  });
}

/** Removes a member's account at their request (administrators; the same erasure as a withdrawal). */
export function useRemoveMember(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: MemberRemoval) => api.delete(`${CONSOLE_MEMBER_PATHS.users}/${encodeURIComponent(id)}`, { data: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey }),
  });
}

/** The server's per-field messages of a refused form (FieldErrorResponse), by field path. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isAxiosError(error)) return {};
  const fields = (error.response?.data as { fields?: FieldError[] } | undefined)?.fields ?? [];
  return Object.fromEntries(fields.filter((field) => field.field).map((field) => [field.field, field.message]));
}

/** Downloads the members list as CSV with the list's current filters. */
export function downloadMembersCsv(query: Record<string, string>): Promise<void> {
  return downloadFromApi(CONSOLE_MEMBER_PATHS.export, undefined, query);
}

/** The member's latest applications and their strikes, from the applications console. */
export function useMemberApplications(memberId: string) {
  return useQuery({
    queryKey: ['member-applications', memberId],
    queryFn: async ({ signal }) => {
      const [applications, strikes] = await Promise.all([
        api.get<ConsoleApplicationList>(APPLY_PATHS.consoleApplications, { params: { memberId, limit: 10 }, signal }),
        api.get<MemberStrikes>(APPLICATION_REVIEW_PATHS.consoleStrikes, { params: { member: memberId }, signal }),
      ]);
      return { applications: applications.data.applications, total: applications.data.summary.total, strikes: strikes.data };
    },
  });
}
