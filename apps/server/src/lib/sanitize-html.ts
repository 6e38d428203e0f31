import sanitize from 'sanitize-html';

/**
 * Operator-authored HTML (announcements, promotions, help) is cleaned when stored, so that no
 * script, event handler or foreign frame ever reaches a client from this server; the web app runs
 * DOMPurify again when showing it.
 */
const options: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span', 'font'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['style'],
    p: ['style'],
    font: ['color'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  // A link opening a new window must not hand the opener to the target page.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeHtml = (html: string): string => sanitize(html, options);
