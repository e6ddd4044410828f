// A seller's description is rich text the shop has cleaned; staff review its words, so the console
// shows them as plain text and never renders the HTML.

/** The text of an HTML fragment, paragraphs kept as line breaks. */
export function plainTextOf(html: string): string {
  const document = new DOMParser().parseFromString(html.replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, '$&\n'), 'text/html');
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
