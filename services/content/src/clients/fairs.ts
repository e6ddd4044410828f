// The maker directory (fairs service) as the content service asks it: is this member's company
// listed? A contact message to a maker is taken only when it is. Fails closed: the fairs service
// unreachable, timing out or answering anything but 200 is a 503 DIRECTORY_UNAVAILABLE in the
// caller's language, and the message is neither sent nor kept.
import { DIRECTORY_UNAVAILABLE, DIRECTORY_UNAVAILABLE_MESSAGES, internalListedMakerPath, type ListedMakerAnswer } from '@centre/contracts';
import { DomainError, internalClient } from '@centre/server-kit';

export interface MakerDirectory {
  isListed(memberId: string): Promise<boolean>;
}

function directoryUnavailable(cause?: unknown): DomainError {
  return new DomainError(503, DIRECTORY_UNAVAILABLE, DIRECTORY_UNAVAILABLE_MESSAGES.en, { messages: DIRECTORY_UNAVAILABLE_MESSAGES, cause });
}

export function makerDirectory(options: { baseUrl: string; internalToken: string; timeoutMs?: number }): MakerDirectory {
  const fairs = internalClient({ service: 'fairs', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: options.timeoutMs ?? 3_000 });
  return {
    async isListed(memberId) {
      let answer;
      try {
        answer = await fairs.request<ListedMakerAnswer>('GET', internalListedMakerPath(memberId));
      } catch (error) {
        throw directoryUnavailable(error);
      }
      if (answer.status !== 200 || typeof answer.body?.listed !== 'boolean') throw directoryUnavailable(new Error(`fairs answered ${answer.status}`));
      return answer.body.listed;
    },
  };
}
