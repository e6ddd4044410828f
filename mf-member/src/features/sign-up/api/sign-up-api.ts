// The sign-up calls: username availability as it is typed, the terms to agree to, and sign-up
// itself (JSON, or multipart with the business registration for institutions).
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@centre/platform';
import {
  MEMBER_PATHS,
  SIGN_UP_MULTIPART_FIELDS,
  TERMS_PATHS,
  USERNAME_PATTERN,
  type SignUpRequest,
  type SignUpResponse,
  type TermsDetail,
  type TermsList,
  type UsernameAvailability,
} from '@centre/contracts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** How long typing must pause before the username is checked. */
const AVAILABILITY_DEBOUNCE_MS = 400;
const usernameRule = new RegExp(USERNAME_PATTERN);

/** Whether the username being typed can be taken; asked only once it follows the rule. */
export function useUsernameAvailability(username: string) {
  const settled = useDebouncedValue(username.trim(), AVAILABILITY_DEBOUNCE_MS);
  const enabled = usernameRule.test(settled);
  const query = useQuery({
    queryKey: ['users', 'availability', settled],
    queryFn: async ({ signal }) => (await api.get<UsernameAvailability>(MEMBER_PATHS.usernameAvailability, { params: { username: settled }, signal })).data,
    enabled,
    staleTime: 10_000,
  });
  return { ...query, checkedUsername: enabled ? settled : null, settling: settled !== username.trim() };
}

/** The terms to agree to (list), each with its text, in the visitor's language. */
export function useTermsToAgree(locale: string) {
  const list = useQuery({
    queryKey: ['terms', locale],
    queryFn: async ({ signal }) => (await api.get<TermsList>(TERMS_PATHS.list, { signal })).data.terms,
  });
  const documents = useQueries({
    queries: (list.data ?? []).map((summary) => ({
      queryKey: ['terms', locale, summary.code, summary.version],
      queryFn: async ({ signal }: { signal: AbortSignal }) => (await api.get<TermsDetail>(TERMS_PATHS.one(summary.code), { signal })).data.terms,
    })),
  });
  return { list, documents };
}

export interface SignUpSubmission {
  request: SignUpRequest;
  /** Institutions' business registration, sent with the account in one request. */
  businessRegistration?: File | undefined;
  /** Upload progress 0–100 while a file is being sent. */
  onProgress?: (percent: number) => void;
}

export function useSignUp() {
  return useMutation({
    mutationFn: async ({ request, businessRegistration, onProgress }: SignUpSubmission) => {
      if (!businessRegistration) return (await api.post<SignUpResponse>(MEMBER_PATHS.signUp, request)).data;
      // Account and file in one request: written together or not at all.
      const form = new FormData();
      form.append(SIGN_UP_MULTIPART_FIELDS.data, JSON.stringify(request));
      form.append(SIGN_UP_MULTIPART_FIELDS.businessRegistration, businessRegistration, businessRegistration.name);
      const { data } = await api.post<SignUpResponse>(MEMBER_PATHS.signUp, form, {
        onUploadProgress: (event) => {
          if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
        },
      });
      return data;
    },
  });
}
