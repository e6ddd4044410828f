// The applications service as the admin service asks it: who holds an approved booking on a day,
// for staff's group messages. Failure behaviour: unreachable, timing out or answering anything but
// 200 is a 503 DomainError (SERVICE_UNAVAILABLE); the caller resolves the address with serviceUrlFrom.
import { INTERNAL_APPROVED_MEMBERS_PATH, type ApprovedMembersAnswer, type ApprovedMembersQuery } from '@centre/contracts';
import { internalClient, serviceUnavailable } from '@centre/server-kit';

export function applicationsClient(options: { baseUrl: string; internalToken: string }) {
  const applications = internalClient({ service: 'applications', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: 10_000 });
  return {
    /** Member ids with an APPROVED application on the day (site and work type when given), each once. */
    async approvedMemberIds(approvedOn: ApprovedMembersQuery): Promise<string[]> {
      const { date, location, work } = approvedOn;
      const query = new URLSearchParams({ date, ...(location ? { location } : {}), ...(work ? { work } : {}) });
      const answer = await applications.request<ApprovedMembersAnswer>('GET', `${INTERNAL_APPROVED_MEMBERS_PATH}?${query}`);
      if (answer.status !== 200 || !answer.body) throw serviceUnavailable('applications');
      return [...new Set(answer.body.memberIds)];
    },
  };
}

export type ApplicationsClient = ReturnType<typeof applicationsClient>;
