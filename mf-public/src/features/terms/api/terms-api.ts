import type { TermsCode, TermsDetail, TermsDocument } from '@centre/contracts';
import { api } from '@centre/platform';

export async function fetchTerms(code: TermsCode, signal?: AbortSignal): Promise<TermsDocument> {
  const { data } = await api.get<TermsDetail>(`/api/v1/terms/${code}`, { signal });
  return data.terms;
}
