import sanitizeHtml from 'sanitize-html';

// A seller's product description is rich text from a member, not staff: what buyers read is
// sanitised here, on write — text formatting, lists and pictures over https, no links to follow,
// no script, style, event handler or frame.
const PRODUCT_DESCRIPTION_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'h3', 'h4', 'img', 'hr'],
  allowedAttributes: { img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
};

export function sanitiseProductDescription(html: string): string {
  return sanitizeHtml(html, PRODUCT_DESCRIPTION_POLICY);
}
