import { useQuery } from '@tanstack/react-query';
import { TERMS_PATHS, type TermsCode, type TermsDetail } from '@centre/contracts';
import { api, useLocale } from '@centre/platform';

/** The current text of a term, in the member's language (the content service publishes terms). */
export function useTermsDocument(code: TermsCode) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['mypage', 'terms', code, locale],
    queryFn: async () => (await api.get<TermsDetail>(TERMS_PATHS.one(code))).data.terms,
  });
}
