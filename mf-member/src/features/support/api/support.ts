// The member's own consultations (advice) and practice seats: lists, one, ask, cancel. Server data
// through the member area's QueryClient; a change refreshes the lists it touches.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADVICE_PATHS,
  CONSULTATION_ATTACHMENT_FIELD,
  myConsultationAttachmentPath,
  myConsultationAttachmentsPath,
  type ConsultationAttachment,
  type ConsultationAttachmentCreated,
  type ConsultationAttachmentList,
  MY_CONTACT_MESSAGES_PATH,
  type MakerContactMessage,
  PRACTICE_PATHS,
  type AdvisorDetail,
  type ConsultationRequest,
  type ConsultationStatus,
  type MemberConsultation,
  type MemberConsultationDetail,
  type PracticeSeat,
  type PracticeSeatDetail,
  type PracticeSeatStatus,
} from '@centre/contracts';
import { api, downloadFromApi } from '@centre/platform';

export const SUPPORT_PAGE_SIZE = 10;
const consultationsKey = ['mypage', 'consultations'] as const;
const seatsKey = ['mypage', 'practice-seats'] as const;

interface Paged<T> {
  items: T[];
  total: number;
}

export function useConsultations(offset: number, status: ConsultationStatus | undefined) {
  return useQuery({
    queryKey: [...consultationsKey, 'list', offset, status ?? null],
    queryFn: async ({ signal }): Promise<Paged<MemberConsultation>> => {
      const { data } = await api.get<{ consultations: MemberConsultation[]; summary: { total: number } }>(ADVICE_PATHS.myConsultations, {
        params: { limit: SUPPORT_PAGE_SIZE, offset, ...(status ? { status } : {}) },
        signal,
      });
      return { items: data.consultations, total: data.summary.total };
    },
    placeholderData: keepPreviousData,
  });
}

export function useConsultation(id: string) {
  return useQuery({
    queryKey: [...consultationsKey, 'one', id],
    queryFn: async ({ signal }) => (await api.get<MemberConsultationDetail>(`${ADVICE_PATHS.myConsultations}/${encodeURIComponent(id)}`, { signal })).data.consultation,
  });
}

/** An advisor's free sessions, to choose one of when asking (public data). */
export function useAdvisor(id: string | null) {
  return useQuery({
    queryKey: ['advisor', id],
    enabled: Boolean(id),
    queryFn: async ({ signal }) => (await api.get<AdvisorDetail>(`${ADVICE_PATHS.lawyers}/${encodeURIComponent(id!)}`, { signal })).data.lawyer,
  });
}

export function useAskConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: ConsultationRequest) => (await api.post<MemberConsultationDetail>(ADVICE_PATHS.myConsultations, request)).data.consultation,
    onSuccess: () => client.invalidateQueries({ queryKey: consultationsKey }),
  });
}

export function useCancelConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<MemberConsultationDetail>(`${ADVICE_PATHS.myConsultations}/${encodeURIComponent(id)}/cancel`)).data.consultation,
    onSuccess: (consultation) => {
      client.setQueryData([...consultationsKey, 'one', consultation._id], consultation);
      return client.invalidateQueries({ queryKey: [...consultationsKey, 'list'] });
    },
  });
}

export function usePracticeSeats(offset: number, status: PracticeSeatStatus | undefined) {
  return useQuery({
    queryKey: [...seatsKey, offset, status ?? null],
    queryFn: async ({ signal }): Promise<Paged<PracticeSeat>> => {
      const { data } = await api.get<{ seats: PracticeSeat[]; summary: { total: number } }>(PRACTICE_PATHS.myPractices, {
        params: { limit: SUPPORT_PAGE_SIZE, offset, ...(status ? { status } : {}) },
        signal,
      });
      return { items: data.seats, total: data.summary.total };
    },
    placeholderData: keepPreviousData,
  });
}

export function useCancelPracticeSeat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<PracticeSeatDetail>(`${PRACTICE_PATHS.myPractices}/${encodeURIComponent(id)}/cancel`)).data.seat,
    onSuccess: () => client.invalidateQueries({ queryKey: seatsKey }),
  });
}

// ---- Messages sent to the maker (contact this maker), answered on the platform

const contactKey = ['mypage', 'contact-messages'] as const;

export function useMyContactMessages(offset: number) {
  return useQuery({
    queryKey: [...contactKey, 'list', offset],
    queryFn: async ({ signal }): Promise<Paged<MakerContactMessage>> => {
      const { data } = await api.get<{ messages: MakerContactMessage[]; summary: { total: number } }>(MY_CONTACT_MESSAGES_PATH, { params: { limit: SUPPORT_PAGE_SIZE, offset }, signal });
      return { items: data.messages, total: data.summary.total };
    },
    placeholderData: keepPreviousData,
  });
}

export function useAnswerContactMessage() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: string }) => (await api.post<{ message: MakerContactMessage }>(`${MY_CONTACT_MESSAGES_PATH}/${id}/answer`, { answer })).data.message,
    onSuccess: () => queries.invalidateQueries({ queryKey: contactKey }),
  });
}

// ---- Attachments to one's consultation (private: downloaded with the member's token)

const attachmentsKey = (consultationId: string) => [...consultationsKey, 'attachments', consultationId] as const;

export function useConsultationAttachments(consultationId: string) {
  return useQuery({
    queryKey: attachmentsKey(consultationId),
    queryFn: async ({ signal }) => (await api.get<ConsultationAttachmentList>(myConsultationAttachmentsPath(consultationId), { signal })).data.attachments,
  });
}

/** One file to the consultation; `onProgress` gets 0–1 as the bytes go out. */
export function useAttachToConsultation(consultationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => {
      const form = new FormData();
      form.append(CONSULTATION_ATTACHMENT_FIELD, file, file.name);
      return (await api.post<ConsultationAttachmentCreated>(myConsultationAttachmentsPath(consultationId), form, {
        onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
      })).data.attachment;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentsKey(consultationId) }),
  });
}

export function downloadConsultationAttachment(consultationId: string, attachment: ConsultationAttachment): Promise<void> {
  return downloadFromApi(myConsultationAttachmentPath(consultationId, attachment._id), attachment.name);
}
