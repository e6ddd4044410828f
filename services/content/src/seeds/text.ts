import type { LocalisedText } from '@centre/contracts';

/** One text in ko, en, cn and jp, in that order. */
export const text = (ko: string, en: string, cn: string, jp: string): LocalisedText => ({ ko, en, cn, jp });

/** Paragraphs per locale: html(['ko 1', 'ko 2'], ['en 1', …], …). */
export function html(ko: string[], en: string[], cn: string[], jp: string[]): LocalisedText {
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
  return { ko: paragraphs(ko), en: paragraphs(en), cn: paragraphs(cn), jp: paragraphs(jp) };
}

export const WEEKDAYS = text('평일 09:00~18:00 (공휴일 휴무)', 'Weekdays 09:00–18:00 (closed on public holidays)', '工作日 09:00~18:00（公共假日休息）', '平日 09:00～18:00（祝日休業）');
export const NONE = text('', '', '', '');
