import sanitizeHtml from 'sanitize-html';

// Staff write notices in a rich-text editor; what readers get is sanitised here, on write, so
// no script, event handler or foreign frame ever reaches a browser.
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
    'h2', 'h3', 'h4', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, POLICY);
}

// Members write rich text too (their board posts, issue 27): the same tags, but pictures only from
// the centre's own file store (no tracking pixel or hot-linked image from elsewhere), and links
// marked as user content that search engines do not follow.
const MEMBER_POLICY: sanitizeHtml.IOptions = {
  ...POLICY,
  allowedAttributes: { ...POLICY.allowedAttributes, a: ['href', 'title', 'rel'] },
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc noopener noreferrer' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/api\/v1\/files\/[0-9a-f]{32}\.(png|jpg|webp)$/.test(frame.attribs.src ?? ''),
};

export function sanitiseMemberRichText(html: string): string {
  return sanitizeHtml(html, MEMBER_POLICY);
}
