import sanitizeHtml from 'sanitize-html';

// Makers and staff write descriptions in a rich-text editor; what readers get is sanitised here,
// on write. Narrower than the content service's notices: text, lists and links, no pictures or
// tables (a profile's pictures are its logo and photo, kept by the users service).
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, POLICY);
}
