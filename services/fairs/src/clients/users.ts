// The users service as the fairs service asks it: a member's current logo or photo (users keeps
// member files). Failure behaviour: the users service unreachable, timing out or answering
// anything but 200 or 404 is a 503 DomainError (SERVICE_UNAVAILABLE); 404 is "no picture".
import { internalMemberImagePath, type MakerImageKind, type MemberImageAnswer } from '@centre/contracts';
import { internalClient, serviceUnavailable } from '@centre/server-kit';

export function usersClient(options: { baseUrl: string; internalToken: string }) {
  const users = internalClient({ service: 'users', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: 3_000 });
  return {
    async image(memberId: string, kind: MakerImageKind): Promise<{ content: Buffer; contentType: string } | null> {
      const answer = await users.request<MemberImageAnswer>('GET', internalMemberImagePath(memberId, kind));
      if (answer.status === 404) return null;
      if (answer.status !== 200 || !answer.body) throw serviceUnavailable('users');
      return { content: Buffer.from(answer.body.base64, 'base64'), contentType: answer.body.contentType };
    },
  };
}
export type UsersClient = ReturnType<typeof usersClient>;
