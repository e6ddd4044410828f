// The content service as the users service asks it: the terms members must agree to, as published.
// Failure behaviour: the content service unreachable, timing out or answering anything but 200 is
// a 503 DomainError (SERVICE_UNAVAILABLE) for the request (a sign-up cannot record an agreement to
// terms it could not read).
import { TERMS_CODES, TERMS_PATHS, type Locale, type TermsCode, type TermsList } from '@centre/contracts';
import { internalClient, serviceUnavailable } from '@centre/server-kit';

export interface CurrentTerms {
  code: TermsCode;
  version: string;
  title: string;
}

/**
 * The versions of the terms members must agree to, as the content service publishes them
 * (GET /api/v1/terms). Asked each time: a new version published by staff counts at once.
 */
export function contentClient(contentUrl: string) {
  const content = internalClient({ service: 'content', baseUrl: contentUrl, timeoutMs: 3_000 });
  return {
    async current(locale: Locale): Promise<CurrentTerms[]> {
      const answer = await content.request<TermsList>('GET', TERMS_PATHS.list, { headers: { 'accept-language': locale } });
      if (answer.status !== 200 || !answer.body) throw serviceUnavailable('content');
      return answer.body.terms
        .filter((terms) => (TERMS_CODES as readonly string[]).includes(terms.code))
        .map((terms) => ({ code: terms.code, version: terms.version, title: terms.title }));
    },
  };
}

export type TermsSource = ReturnType<typeof contentClient>;
