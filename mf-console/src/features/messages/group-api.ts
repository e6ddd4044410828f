import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_MESSAGE_PATHS, type GroupEmailRequest, type GroupPreview, type GroupPreviewRequest, type GroupSendResult, type GroupSmsRequest } from '@centre/contracts';
import { api } from '@centre/platform';

/** How many members a group message would reach, before anything is written. */
export function useGroupPreview() {
  return useMutation({
    mutationFn: async (request: GroupPreviewRequest) => (await api.post<GroupPreview>(CONSOLE_MESSAGE_PATHS.groupPreview, request)).data,
  });
}

export type GroupSend = { channel: 'SMS'; body: GroupSmsRequest } | { channel: 'EMAIL'; body: GroupEmailRequest };

/** Writes the group's messages to the outbox (its worker delivers them); the history refreshes. */
export function useSendGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (send: GroupSend) =>
      (await api.post<GroupSendResult>(send.channel === 'SMS' ? CONSOLE_MESSAGE_PATHS.groupSms : CONSOLE_MESSAGE_PATHS.groupEmail, send.body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['messages'] }),
  });
}
