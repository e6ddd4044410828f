import { MESSAGE_GROUP_MAX, type MessageGroup, type RecipientsQuery } from '@centre/contracts';
import type { ApplicationsClient } from '../clients/applications.ts';
import { recipientOf, type Recipient, type UsersClient } from '../clients/users.ts';

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
export function memberGroupsOver(clients: { users: UsersClient; applications: ApplicationsClient }): MemberGroups {
  return async (group) => {
    let memberIds: string[] | undefined;
    if (group.approvedOn) {
      memberIds = await clients.applications.approvedMemberIds(group.approvedOn);
      if (memberIds.length > MESSAGE_GROUP_MAX) throw new GroupTooLarge();
    }
    const query: RecipientsQuery = {
      ...(group.memberKind ? { memberKind: group.memberKind } : {}),
      ...(group.levelId ? { levelId: group.levelId } : {}),
      ...(group.locale ? { locale: group.locale } : {}),
      ...(memberIds ? { memberIds } : {}),
    };
    const recipients = await clients.users.recipients(query);
    if (recipients.length > MESSAGE_GROUP_MAX) throw new GroupTooLarge();
    return recipients.map((contact) => ({ memberId: contact.memberId, ...recipientOf(contact) }));
  };
}
