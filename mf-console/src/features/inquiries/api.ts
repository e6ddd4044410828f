import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_INQUIRIES_PATH, type ConsoleInquiryDetail, type ConsoleInquiryList, type InquiryAnswerInput, type InquiryAnswered } from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../components/use-list-params.ts';

export const INQUIRIES_PAGE_SIZE = 20;
export const INQUIRY_FILTERS = ['status'] as const;

const inquiriesKey = ['inquiries'] as const;

/** Members' questions, newest first; `keyword` searches title, content and the member's name or username. */
export function useInquiries(params: ListParams) {
  return useQuery({
    queryKey: [...inquiriesKey, 'list', params],
    queryFn: async ({ signal }) => {
      const query = { limit: INQUIRIES_PAGE_SIZE, offset: (params.page - 1) * INQUIRIES_PAGE_SIZE, keyword: params.keyword || undefined, ...params.filters };
      return (await api.get<ConsoleInquiryList>(CONSOLE_INQUIRIES_PATH, { params: query, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useInquiry(id: string) {
  return useQuery({
    queryKey: [...inquiriesKey, 'one', id],
    queryFn: async ({ signal }) => (await api.get<ConsoleInquiryDetail>(`${CONSOLE_INQUIRIES_PATH}/${encodeURIComponent(id)}`, { signal })).data.inquiry,
  });
}

/** Answers (or edits the answer of) a question; the member is told through the outbox. */
export function useAnswerInquiry(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: InquiryAnswerInput) => (await api.put<InquiryAnswered>(`${CONSOLE_INQUIRIES_PATH}/${encodeURIComponent(id)}/answer`, input)).data,
    onSuccess: (answered) => {
      client.setQueryData([...inquiriesKey, 'one', id], answered.inquiry);
      return client.invalidateQueries({ queryKey: [...inquiriesKey, 'list'] });
    },
  });
}
