// The public calls of the centre's support pages: advisors, practice sessions, public Q&A,
// downloadable forms and contact messages. Typed by the contracts; the session's token goes with
// every call (the API client adds it), so a signed-in member's own questions and seats work here.
import {
  ADVICE_PATHS,
  CONTACT_MESSAGE_PATH,
  FORM_SUBMISSION_FIELD,
  PRACTICE_PATHS,
  PUBLIC_CONTENT_PATHS,
  PUBLIC_QUESTIONS_PATH,
  memberFormSubmissionPath,
  type AdvisorDetail,
  type AdvisorQuery,
  type Advisor,
  type ContactMessageInput,
  type ContactMessageSent,
  type DownloadForm,
  type DownloadFormDetail,
  type DownloadFormList,
  type FormFileList,
  type FormSubmissionCreated,
  type PracticeSeatDetail,
  type PracticeSession,
  type PracticeSessionDetail,
  type PracticeSessionList,
  type PracticeSessionQuery,
  type PublicQuestion,
  type PublicQuestionDetail,
  type PublicQuestionInput,
  type PublicQuestionList,
  type PublicQuestionListQuery,
} from '@centre/contracts';
import { api } from '@centre/platform';

const itemPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export async function fetchAdvisors(query: AdvisorQuery, signal?: AbortSignal): Promise<{ advisors: Advisor[]; total: number }> {
  const { data } = await api.get<{ lawyers: Advisor[]; summary: { total: number } }>(ADVICE_PATHS.lawyers, { params: query, signal });
  return { advisors: data.lawyers, total: data.summary.total };
}

export async function fetchAdvisor(id: string, signal?: AbortSignal): Promise<AdvisorDetail['lawyer']> {
  return (await api.get<AdvisorDetail>(itemPath(ADVICE_PATHS.lawyers, id), { signal })).data.lawyer;
}

export async function fetchPractices(query: PracticeSessionQuery, signal?: AbortSignal): Promise<{ practices: PracticeSession[]; total: number }> {
  const { data } = await api.get<PracticeSessionList>(PRACTICE_PATHS.practices, { params: query, signal });
  return { practices: data.practices, total: data.summary.total };
}

export async function fetchPractice(id: string, signal?: AbortSignal): Promise<PracticeSession> {
  return (await api.get<PracticeSessionDetail>(itemPath(PRACTICE_PATHS.practices, id), { signal })).data.practice;
}

/** Takes a seat (WAITING until staff confirm); the server decides whether one is left. */
export async function takePracticeSeat(sessionId: string, waitlist = false): Promise<PracticeSeatDetail['seat']> {
  return (await api.post<PracticeSeatDetail>(PRACTICE_PATHS.myPractices, waitlist ? { sessionId, waitlist } : { sessionId })).data.seat;
}

export async function fetchQuestions(query: PublicQuestionListQuery, signal?: AbortSignal): Promise<PublicQuestionList> {
  return (await api.get<PublicQuestionList>(PUBLIC_QUESTIONS_PATH, { params: query, signal })).data;
}

export async function fetchQuestion(id: string, signal?: AbortSignal): Promise<PublicQuestion> {
  return (await api.get<PublicQuestionDetail>(itemPath(PUBLIC_QUESTIONS_PATH, id), { signal })).data.question;
}

export async function postQuestion(input: PublicQuestionInput): Promise<PublicQuestion> {
  return (await api.post<PublicQuestionDetail>(PUBLIC_QUESTIONS_PATH, input)).data.question;
}

export async function fetchForms(query: { limit: number; offset: number; keyword?: string }, signal?: AbortSignal): Promise<{ forms: DownloadForm[]; total: number }> {
  const { data } = await api.get<DownloadFormList>(PUBLIC_CONTENT_PATHS.forms, { params: query, signal });
  return { forms: data.forms, total: data.summary.total };
}

/** A form with its files' download addresses (the detail and its file list, fetched together). */
export async function fetchForm(id: string, signal?: AbortSignal): Promise<{ form: DownloadForm; files: FormFileList['files'] }> {
  const [detail, files] = await Promise.all([
    api.get<DownloadFormDetail>(itemPath(PUBLIC_CONTENT_PATHS.forms, id), { signal }),
    api.get<FormFileList>(`${itemPath(PUBLIC_CONTENT_PATHS.forms, id)}/files`, { signal }),
  ]);
  return { form: detail.data.form, files: files.data.files };
}

/** Hands a filled form back (member); `onProgress` gets 0–1 as the bytes go out. */
export async function submitFilledForm(formId: string, file: File, onProgress: (share: number) => void): Promise<FormSubmissionCreated['submission']> {
  const body = new FormData();
  body.append(FORM_SUBMISSION_FIELD, file, file.name);
  const { data } = await api.post<FormSubmissionCreated>(memberFormSubmissionPath(formId), body, {
    onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
  });
  return data.submission;
}

export async function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageSent['message']> {
  return (await api.post<ContactMessageSent>(CONTACT_MESSAGE_PATH, input)).data.message;
}
