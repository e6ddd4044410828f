// The profile's descriptions are rich text (the server keeps paragraphs, emphasis, lists, links).
// Makers write them here as plain paragraphs: text ↔ <p> paragraphs, escaped both ways.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Paragraphs separated by an empty line become <p> elements; a single line break stays inside one. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character)}</p>`)
    .join('');
}

/** Stored rich text back as editable paragraphs (markup beyond paragraphs and list items is dropped). */
export function htmlToParagraphs(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...document.body.querySelectorAll('p, li, h1, h2, h3, h4, blockquote')].map((block) => block.textContent?.trim() ?? '').filter(Boolean);
  return blocks.length > 0 ? blocks.join('\n\n') : (document.body.textContent ?? '').trim();
}

/** One entry per line, blanks and repeats left out (equipment, certificates). */
export const linesToEntries = (text: string) => [...new Set(text.split('\n').map((line) => line.trim()).filter(Boolean))];
