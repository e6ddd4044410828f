import { useQuery } from '@tanstack/react-query';
import { CONSOLE_MEMBER_PATHS, type ConsoleUser, type ConsoleUserDetail, type ConsoleUserList } from '@centre/contracts';
import { api } from '@centre/platform';

/**
 * What staff typed, as the members list searches it: a phone number typed with dashes or spaces
 * ("010-1234-5678") is searched as its digits, as numbers are stored.
 */
export function memberSearchTerm(typed: string): string {
  const trimmed = typed.trim();
  return /^\+?[\d\s().-]{3,}$/.test(trimmed) ? trimmed.replace(/\D/g, '') : trimmed;
}

/** Members whose name, username, e-mail or phone contains the term (the users service's keyword). */
export function useMemberSearch(term: string) {
  return useQuery({
    queryKey: ['members', 'pick', term],
    queryFn: async ({ signal }) => (await api.get<ConsoleUserList>(CONSOLE_MEMBER_PATHS.users, { params: { keyword: term, limit: 10, offset: 0 }, signal })).data,
    enabled: term.length > 0,
  });
}

/** The chosen members by id (a day's makers: a few dozen at most). */
export function useMembersByIds(ids: readonly string[]) {
  return useQuery({
    queryKey: ['members', 'byIds', ids],
    queryFn: async ({ signal }): Promise<ConsoleUser[]> => {
      const found = await Promise.all(
        ids.map(async (id) => (await api.get<ConsoleUserDetail>(`${CONSOLE_MEMBER_PATHS.users}/${encodeURIComponent(id)}`, { signal })).data.user),
      );
      return found;
    },
    enabled: ids.length > 0,
  });
}

/** "김봉제 (sewing01)". */
export const memberLabel = (member: Pick<ConsoleUser, 'name' | 'username'>) => `${member.name} (${member.username})`;
