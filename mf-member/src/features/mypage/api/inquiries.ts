import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INQUIRY_IMAGE_FIELD, MEMBER_INQUIRIES_PATH, type InquiryDetail, type InquiryInput, type InquiryList } from '@centre/contracts';
import { api } from '@centre/platform';

export const INQUIRIES_PAGE_SIZE = 10;
const inquiriesKey = ['mypage', 'inquiries'] as const;
/** Lists only: the question just deleted is still on screen until the page moves on, and must not be fetched again. */
const listsKey = [...inquiriesKey, 'list'] as const;

/** The member's own questions, newest first, a page at a time. */
export function useInquiries(offset: number) {
  return useQuery({
    queryKey: [...listsKey, offset],
    queryFn: async () => (await api.get<InquiryList>(MEMBER_INQUIRIES_PATH, { params: { limit: INQUIRIES_PAGE_SIZE, offset } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useInquiry(id: string) {
  return useQuery({
    queryKey: [...inquiriesKey, 'one', id],
    queryFn: async () => (await api.get<InquiryDetail>(`${MEMBER_INQUIRIES_PATH}/${id}`)).data.inquiry,
  });
}

/**
 * A question with its pictures in one multipart request, so the question is never stored without
 * the pictures it was sent with. `onProgress` gets 0–1 as the bytes go out.
 */
export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, images, onProgress }: { input: InquiryInput; images: File[]; onProgress: (share: number) => void }) => {
      const form = new FormData();
      form.append('title', input.title);
      form.append('content', input.content);
      for (const image of images) form.append(INQUIRY_IMAGE_FIELD, image, image.name);
      const { data } = await api.post<InquiryDetail>(MEMBER_INQUIRIES_PATH, form, {
        onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
      });
      return data.inquiry;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`${MEMBER_INQUIRIES_PATH}/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

/** Pictures of a question are private (author and staff only): fetched with the member's token. */
export async function fetchPrivateImage(url: string, signal: AbortSignal): Promise<Blob> {
  return (await api.get<Blob>(url, { responseType: 'blob', signal })).data;
}
