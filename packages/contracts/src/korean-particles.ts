// Korean particles follow the word they attach to: 공동재단실을 but 작업장을 / 센터를; 으로 after a
// final consonant other than ㄹ. Words filled into a sentence at run time (a member kind, a date,
// a room's name) get the right one instead of "을(를)" or "(으)로".

/** The particle pairs the sentences use: after a final consonant, after a vowel. */
export const KOREAN_PARTICLES = {
  eul: ['을', '를'],
  eun: ['은', '는'],
  i: ['이', '가'],
  gwa: ['과', '와'],
  ro: ['으로', '로'],
} as const;
export type KoreanParticle = keyof typeof KOREAN_PARTICLES;

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final consonant index of ㄹ in a Hangul syllable (0: none). */
const RIEUL = 8;

/** How a digit is read in Korean, as its final consonant: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_FINAL = [21, RIEUL, 0, 16, 0, 0, 1, RIEUL, RIEUL, 0];
/** Latin letters read with a final consonant: 엘 엠 엔 알 (L M N R); the rest end in a vowel. */
const LETTER_FINAL: Record<string, number> = { l: RIEUL, m: 16, n: 4, r: RIEUL };

/** The final consonant of how the word ends when read aloud (0: a vowel), or null when unknown. */
function finalConsonant(word: string): number | null {
  const trimmed = word.replace(/[\s)\]}"'’”.,!?·]+$/u, '');
  const last = trimmed.at(-1);
  if (!last) return null;
  const code = last.codePointAt(0)!;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % 28;
  if (/[0-9]/.test(last)) return DIGIT_FINAL[Number(last)]!;
  if (/[a-z]/i.test(last)) return LETTER_FINAL[last.toLowerCase()] ?? 0;
  return null;
}

/** `word` with the particle its ending takes: withParticle('공동재단실', 'ro') → '공동재단실로'. */
export function withParticle(word: string, particle: KoreanParticle): string {
  const [afterConsonant, afterVowel] = KOREAN_PARTICLES[particle];
  const final = finalConsonant(word);
  if (final === null) return `${word}${afterConsonant}(${afterVowel})`;
  const consonant = particle === 'ro' ? final !== 0 && final !== RIEUL : final !== 0;
  return `${word}${consonant ? afterConsonant : afterVowel}`;
}
