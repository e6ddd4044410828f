import { TERMS_PATHS, type TermsCode, type TermsDetail, type TermsDocument } from '@centre/contracts';
import { api } from '@centre/platform';

export async function fetchTerms(code: TermsCode, signal?: AbortSignal): Promise<TermsDocument> {
  const { data } = await api.get<TermsDetail>(TERMS_PATHS.one(code), { signal });
  return data.terms;
}
