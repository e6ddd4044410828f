import {
  INTERNAL_APPROVED_MEMBERS_PATH,
  INTERNAL_RECIPIENTS_PATH,
  MESSAGE_GROUP_MAX,
  type ApprovedMembersAnswer,
  type MessageGroup,
  type RecipientsAnswer,
  type RecipientsQuery,
} from '@centre/contracts';
import { internalClient, serviceUnavailable } from '@centre/server-kit';
import { recipientOf, type Recipient } from './member-contacts.ts';

export interface GroupMember extends Recipient {
  memberId: string;
}

/** The members of a staff message's group, with where their messages go. */
export type MemberGroups = (group: MessageGroup) => Promise<GroupMember[]>;

/** A group too large for one send: staff narrow the filters. */
export class GroupTooLarge extends Error {
  readonly statusCode = 400;
  constructor() {
    super(`A group message goes to at most ${MESSAGE_GROUP_MAX} members: narrow the group.`);
  }
}

/**
 * Asks the applications service (approved for a day) and then the users service (kind, level,
 * language, contacts and consent). Both answer the admin process alone; a failure is a 503.
 */
export function memberGroupsOver(usersUrl: string, applicationsUrl: string, internalToken: string): MemberGroups {
  const users = internalClient({ service: 'users', baseUrl: usersUrl, internalToken, timeoutMs: 10_000 });
  const applications = internalClient({ service: 'applications', baseUrl: applicationsUrl, internalToken, timeoutMs: 10_000 });
  return async (group) => {
    let memberIds: string[] | undefined;
    if (group.approvedOn) {
      const { date, location, work } = group.approvedOn;
      const query = new URLSearchParams({ date, ...(location ? { location } : {}), ...(work ? { work } : {}) });
      const answer = await applications.request<ApprovedMembersAnswer>('GET', `${INTERNAL_APPROVED_MEMBERS_PATH}?${query}`);
      if (answer.status !== 200 || !answer.body) throw serviceUnavailable('applications');
      memberIds = [...new Set(answer.body.memberIds)];
      if (memberIds.length > MESSAGE_GROUP_MAX) throw new GroupTooLarge();
    }
    const query: RecipientsQuery = {
      ...(group.memberKind ? { memberKind: group.memberKind } : {}),
      ...(group.levelId ? { levelId: group.levelId } : {}),
      ...(group.locale ? { locale: group.locale } : {}),
      ...(memberIds ? { memberIds } : {}),
    };
    const answer = await users.request<RecipientsAnswer>('POST', INTERNAL_RECIPIENTS_PATH, { body: query });
    if (answer.status !== 200 || !answer.body) throw serviceUnavailable('users');
    if (answer.body.recipients.length > MESSAGE_GROUP_MAX) throw new GroupTooLarge();
    return answer.body.recipients.map((contact) => ({ memberId: contact.memberId, ...recipientOf(contact) }));
  };
}
