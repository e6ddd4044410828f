// The console's calls for advice (advisors, sessions, requests, the rule), practice sessions and
// their seats, and contact messages. Every change refreshes the lists it touches.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADVICE_PATHS,
  CONSOLE_CONTACT_MESSAGES_PATH,
  PRACTICE_PATHS,
  type AdviceSessionInput,
  type AdviceSettings,
  type AdvisorInput,
  type ConsoleAdviceSession,
  type ConsoleAdvisor,
  type ConsoleConsultation,
  type ConsoleContactMessage,
  type ConsoleContactMessageList,
  type ConsoleDownloadFormList,
  type ConsoleFormSubmission,
  type ConsoleFormSubmissionList,
  consoleFormSubmissionsPath,
  type ConsolePracticeSeat,
  type ConsolePracticeSession,
  type PracticeSessionInput,
  consoleConsultationAttachmentPath,
  consoleConsultationAttachmentsPath,
  type ConsultationAttachment,
  type ConsultationAttachmentList,
} from '@centre/contracts';
import { api, downloadFromApi } from '@centre/platform';
import type { ListParams } from '../../components/use-list-params.ts';

export const SUPPORT_PAGE_SIZE = 20;
const item = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
const pageQuery = (params: ListParams) => ({
  limit: SUPPORT_PAGE_SIZE,
  offset: (params.page - 1) * SUPPORT_PAGE_SIZE,
  ...(params.keyword ? { keyword: params.keyword } : {}),
  ...params.filters,
});

interface Listed<T> {
  rows: T[];
  summary: { total: number };
}

function useList<T>(key: string, path: string, field: string, params: ListParams) {
  return useQuery({
    queryKey: [key, 'list', params],
    queryFn: async ({ signal }): Promise<Listed<T>> => {
      const { data } = await api.get<Record<string, unknown> & { summary: { total: number } }>(path, { params: pageQuery(params), signal });
      return { rows: data[field] as T[], summary: data.summary };
    },
    placeholderData: keepPreviousData,
  });
}

function useOne<T>(key: string, path: string, field: string, id: string | undefined) {
  return useQuery({
    queryKey: [key, 'one', id],
    enabled: Boolean(id),
    queryFn: async ({ signal }) => (await api.get<Record<string, T>>(item(path, id!), { signal })).data[field] as T,
  });
}

/** A write that refreshes every query of `keys` once done. */
function useWrite<Input, Answer>(keys: readonly string[], write: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all(keys.map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
}

// ---- Advisors and their sessions

export const ADVISOR_FILTERS = [] as const;
export const useAdvisors = (params: ListParams) => useList<ConsoleAdvisor>('advisors', ADVICE_PATHS.consoleAdvisors, 'advisors', params);
export const useAdvisor = (id: string | undefined) => useOne<ConsoleAdvisor>('advisors', ADVICE_PATHS.consoleAdvisors, 'advisor', id);
export const useSaveAdvisor = (id: string | undefined) =>
  useWrite(['advisors'], async (input: AdvisorInput) =>
    id ? (await api.put<{ advisor: ConsoleAdvisor }>(item(ADVICE_PATHS.consoleAdvisors, id), input)).data.advisor : (await api.post<{ advisor: ConsoleAdvisor }>(ADVICE_PATHS.consoleAdvisors, input)).data.advisor,
  );
export const useDeleteAdvisor = () => useWrite(['advisors'], async (id: string) => void (await api.delete(item(ADVICE_PATHS.consoleAdvisors, id))));

/** Every advisor by name, for choosing one in a form or a filter. */
export function useAdvisorChoices() {
  return useQuery({
    queryKey: ['advisors', 'choices'],
    queryFn: async ({ signal }) => (await api.get<{ advisors: ConsoleAdvisor[] }>(ADVICE_PATHS.consoleAdvisors, { params: { limit: 100, offset: 0 }, signal })).data.advisors,
  });
}

export const SESSION_FILTERS = ['advisorId'] as const;
export const useAdviceSessions = (params: ListParams) => useList<ConsoleAdviceSession>('advice-sessions', ADVICE_PATHS.consoleSessions, 'sessions', params);
export const useCreateAdviceSession = () => useWrite(['advice-sessions'], async (input: AdviceSessionInput) => (await api.post<{ session: ConsoleAdviceSession }>(ADVICE_PATHS.consoleSessions, input)).data.session);
export const useUpdateAdviceSession = () =>
  useWrite(['advice-sessions'], async ({ id, input }: { id: string; input: AdviceSessionInput }) => (await api.put<{ session: ConsoleAdviceSession }>(item(ADVICE_PATHS.consoleSessions, id), input)).data.session);
export const useDeleteAdviceSession = () => useWrite(['advice-sessions'], async (id: string) => void (await api.delete(item(ADVICE_PATHS.consoleSessions, id))));

/** Free sessions from today, to confirm or move a request to. */
export function useFreeSessions(from: string) {
  return useQuery({
    queryKey: ['advice-sessions', 'free', from],
    queryFn: async ({ signal }) =>
      (await api.get<{ sessions: ConsoleAdviceSession[] }>(ADVICE_PATHS.consoleSessions, { params: { limit: 100, offset: 0, from }, signal })).data.sessions.filter((session) => !session.taken),
  });
}

// ---- Consultation requests

export const REQUEST_FILTERS = ['status', 'speciality'] as const;
export const useConsultationRequests = (params: ListParams) => useList<ConsoleConsultation>('advice-requests', ADVICE_PATHS.consoleRequests, 'consultations', params);
export const useConsultationRequest = (id: string) => useOne<ConsoleConsultation>('advice-requests', ADVICE_PATHS.consoleRequests, 'consultation', id);

export type RequestAction = { kind: 'confirm'; sessionId?: string } | { kind: 'reassign'; sessionId: string } | { kind: 'cancel' } | { kind: 'note'; note: string };
export function useDecideRequest(id: string) {
  return useWrite(['advice-requests', 'advice-sessions'], async (action: RequestAction) => {
    const path = `${item(ADVICE_PATHS.consoleRequests, id)}/${action.kind}`;
    // Cancelling takes no body at all (the route refuses one).
    const body = action.kind === 'cancel' ? undefined : action.kind === 'note' ? { note: action.note } : action.sessionId ? { sessionId: action.sessionId } : {};
    return (await api.put<{ consultation: ConsoleConsultation }>(path, body)).data.consultation;
  });
}

export function useAdviceSettings() {
  return useQuery({
    queryKey: ['advice-settings'],
    queryFn: async ({ signal }) => (await api.get<{ settings: AdviceSettings }>(ADVICE_PATHS.consoleSettings, { signal })).data.settings,
  });
}
export const useSaveAdviceSettings = () => useWrite(['advice-settings'], async (settings: AdviceSettings) => (await api.put<{ settings: AdviceSettings }>(ADVICE_PATHS.consoleSettings, settings)).data.settings);

// ---- Practice sessions and seats

export const PRACTICE_FILTERS = ['site', 'status'] as const;
export const usePracticeSessions = (params: ListParams) => useList<ConsolePracticeSession>('practices', PRACTICE_PATHS.consolePractices, 'practices', params);
export const usePracticeSession = (id: string | undefined) => useOne<ConsolePracticeSession>('practices', PRACTICE_PATHS.consolePractices, 'practice', id);
export const useSavePracticeSession = (id: string | undefined) =>
  useWrite(['practices'], async (input: PracticeSessionInput) =>
    id
      ? (await api.put<{ practice: ConsolePracticeSession }>(item(PRACTICE_PATHS.consolePractices, id), input)).data.practice
      : (await api.post<{ practice: ConsolePracticeSession }>(PRACTICE_PATHS.consolePractices, input)).data.practice,
  );

export function usePracticeSeats(sessionId: string | undefined) {
  return useQuery({
    queryKey: ['practices', 'seats', sessionId],
    enabled: Boolean(sessionId),
    queryFn: async ({ signal }) => (await api.get<{ seats: ConsolePracticeSeat[] }>(`${item(PRACTICE_PATHS.consolePractices, sessionId!)}/seats`, { params: { limit: 100, offset: 0 }, signal })).data.seats,
  });
}

export const useDecideSeat = () =>
  useWrite(['practices'], async ({ seatId, decision }: { seatId: string; decision: 'confirm' | 'refuse' }) =>
    (await api.post<{ seat: ConsolePracticeSeat }>(`${PRACTICE_PATHS.consolePractices}/seats/${encodeURIComponent(seatId)}/${decision}`)).data.seat,
  );

export const useCompletePractice = (sessionId: string) =>
  useWrite(['practices'], async (seatIds: string[]) =>
    (await api.post<{ completed: string[]; trainingEducationId: string | null }>(`${item(PRACTICE_PATHS.consolePractices, sessionId)}/completion`, { seatIds })).data,
  );

/** The centre cancels the whole session; answers how many members the outbox took a message for. */
export const useCancelPractice = (sessionId: string) =>
  useWrite(['practices'], async (reason: string) =>
    (await api.post<{ practice: ConsolePracticeSession; told: number }>(`${item(PRACTICE_PATHS.consolePractices, sessionId)}/cancel`, reason.trim() ? { reason: reason.trim() } : {})).data,
  );

// ---- Contact messages

export const MESSAGE_FILTERS = ['status', 'recipient'] as const;
export function useContactMessages(params: ListParams) {
  return useQuery({
    queryKey: ['contact-messages', 'list', params],
    queryFn: async ({ signal }) => (await api.get<ConsoleContactMessageList>(CONSOLE_CONTACT_MESSAGES_PATH, { params: pageQuery(params), signal })).data,
    placeholderData: keepPreviousData,
  });
}
export const useContactMessage = (id: string) => useOne<ConsoleContactMessage>('contact-messages', CONSOLE_CONTACT_MESSAGES_PATH, 'message', id);
export const useAnswerContactMessage = (id: string) =>
  useWrite(['contact-messages'], async (answer: string) => (await api.post<{ message: ConsoleContactMessage }>(`${item(CONSOLE_CONTACT_MESSAGES_PATH, id)}/answer`, { answer })).data.message);
export const useCloseContactMessage = (id: string) =>
  useWrite(['contact-messages'], async () => (await api.put<{ message: ConsoleContactMessage }>(`${item(CONSOLE_CONTACT_MESSAGES_PATH, id)}/done`)).data.message);

// ---- Filled forms members handed back

export function useFormChoices() {
  return useQuery({
    queryKey: ['forms', 'choices'],
    queryFn: async ({ signal }) => (await api.get<ConsoleDownloadFormList>('/api/console/forms', { params: { limit: 100, offset: 0 }, signal })).data.forms,
  });
}

export function useFormSubmissions(formId: string | undefined, page: number) {
  return useQuery({
    queryKey: ['forms', 'submissions', formId, page],
    enabled: Boolean(formId),
    queryFn: async ({ signal }) =>
      (await api.get<ConsoleFormSubmissionList>(consoleFormSubmissionsPath(formId!), { params: { limit: SUPPORT_PAGE_SIZE, offset: (page - 1) * SUPPORT_PAGE_SIZE }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** A member's file is private: fetched with the staff token and saved under the member's file name. */
export const downloadSubmission = (submission: ConsoleFormSubmission) => downloadFromApi(submission.url, submission.name);

// ---- A request's attachments (the member's files; private, downloaded with staff's token)

export function useRequestAttachments(consultationId: string) {
  return useQuery({
    queryKey: ['support', 'advice-request-attachments', consultationId],
    queryFn: async ({ signal }) => (await api.get<ConsultationAttachmentList>(consoleConsultationAttachmentsPath(consultationId), { signal })).data.attachments,
  });
}

export const downloadRequestAttachment = (consultationId: string, attachment: ConsultationAttachment) =>
  downloadFromApi(consoleConsultationAttachmentPath(consultationId, attachment._id), attachment.name);
