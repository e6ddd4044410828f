// "Message these makers" (a calendar day, the review queue) opens the send page with the members
// chosen in its address (?members=a,b): pages of different features meet here.

/** The send page, with these members chosen. */
export function messageMembersPath(memberIds: readonly string[]): string {
  const unique = [...new Set(memberIds)];
  return `/console/messages/send?members=${encodeURIComponent(unique.join(','))}`;
}

/** The member ids of `?members=a,b`, at most `max`. */
export function membersOfAddress(value: string | null, max = 500): string[] {
  return [...new Set((value ?? '').split(',').map((id) => id.trim()).filter((id) => /^[0-9a-f-]{36}$/i.test(id)))].slice(0, max);
}
