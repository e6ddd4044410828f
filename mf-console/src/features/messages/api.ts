import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_MESSAGE_PATHS, type MessageChannel, type MessageDetail, type MessageList, type StaffEmailRequest, type StaffSendResult, type StaffSmsRequest } from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../components/use-list-params.ts';

export const MESSAGES_PAGE_SIZE = 20;
/** Filters of the history, read from the address (`?channel=SMS&status=FAILED`). */
export const MESSAGE_FILTERS = ['channel', 'status'] as const;

const messagesKey = ['messages'] as const;

/** The outbox's history, newest first; `keyword` matches the recipient. */
export function useMessages(params: ListParams) {
  return useQuery({
    queryKey: [...messagesKey, 'list', params],
    queryFn: async ({ signal }) => {
      const query = {
        limit: MESSAGES_PAGE_SIZE,
        offset: (params.page - 1) * MESSAGES_PAGE_SIZE,
        keyword: params.keyword || undefined,
        ...params.filters,
      };
      return (await api.get<MessageList>(CONSOLE_MESSAGE_PATHS.messages, { params: query, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useMessage(id: string) {
  return useQuery({
    queryKey: [...messagesKey, 'one', id],
    queryFn: async ({ signal }) => (await api.get<MessageDetail>(`${CONSOLE_MESSAGE_PATHS.messages}/${encodeURIComponent(id)}`, { signal })).data.message,
  });
}

/** Puts a FAILED message back in the queue; the history and the record refresh. */
export function useRetryMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<MessageDetail>(`${CONSOLE_MESSAGE_PATHS.messages}/${encodeURIComponent(id)}/retry`)).data.message,
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey }),
  });
}

export type StaffSend = { channel: 'EMAIL'; body: StaffEmailRequest } | { channel: 'SMS'; body: StaffSmsRequest };

const SEND_PATHS: Record<MessageChannel, string> = { EMAIL: CONSOLE_MESSAGE_PATHS.email, SMS: CONSOLE_MESSAGE_PATHS.sms };

/** A staff e-mail or SMS through the outbox; the answer says what was queued and who was skipped. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (send: StaffSend) => (await api.post<StaffSendResult>(SEND_PATHS[send.channel], send.body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey }),
  });
}
