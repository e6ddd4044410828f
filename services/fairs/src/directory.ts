// The maker directory's rules: a member writes their own profile (rich text sanitised on write);
// readers see published profiles without contacts; staff mark a profile verified.
import { LOCALES, type IntroductionInput, type OwnIntroduction } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { sanitiseRichText } from './rich-text.ts';

export async function saveOwnIntroduction(app: FastifyInstance, memberId: string, input: IntroductionInput): Promise<OwnIntroduction> {
  const description = { ...input.description };
  for (const locale of LOCALES) description[locale] = sanitiseRichText(description[locale]);
  return app.introductions.save(memberId, { ...input, description }, app.clock.now().toISOString());
}
