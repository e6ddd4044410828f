import type { FastifyRequest } from 'fastify';
import { REQUIRED_TERMS_CODES, type Agreement, type TermsToAgree } from '@centre/contracts';
import type { ConsentRecord } from '@centre/contracts';
import { refuse } from './form-refusals.ts';
import type { CurrentTerms } from './clients/content.ts';
import type { ConsentAnswer } from './repositories/consents.ts';

/**
 * The answers to record from a form's agreements. Every required term must be agreed in the
 * version published now: agreeing to a version that was replaced meanwhile is refused, so the
 * ledger never says someone agreed to text they were not shown.
 */
export function agreementsToRecord(request: FastifyRequest, agreements: readonly Agreement[], current: readonly CurrentTerms[]): ConsentAnswer[] {
  const answers: ConsentAnswer[] = [];
  for (const code of REQUIRED_TERMS_CODES) {
    const answer = agreements.find((agreement) => agreement.code === code);
    const published = current.find((terms) => terms.code === code);
    if (!answer || !answer.agreed) refuse(request, 400, 'agreements', 'AGREE_REQUIRED_TERMS');
    if (!published || answer.version !== published.version) refuse(request, 400, 'agreements', 'TERMS_VERSION_OUTDATED');
    answers.push({ code, version: answer.version, agreed: true });
  }
  return answers;
}

/** Required terms whose current version the member has not agreed to. */
export function termsToAgree(consents: readonly ConsentRecord[], current: readonly CurrentTerms[]): TermsToAgree[] {
  return current
    .filter((terms) => (REQUIRED_TERMS_CODES as readonly string[]).includes(terms.code))
    .filter((terms) => !consents.some((consent) => consent.code === terms.code && consent.agreed && consent.version === terms.version))
    .map((terms) => ({ code: terms.code, version: terms.version, title: terms.title }));
}
