import sanitize from 'sanitize-html';

/**
 * Operator-authored HTML (announcements, promotions, help, platform mail) is cleaned when stored by
 * this one allow-list, so that nothing a client shows from this server can run or load anything:
 * - no script, style, iframe, object, embed, form, meta or link elements (only the tags below);
 * - no event handlers or other attributes beyond the few listed per tag;
 * - links only to http(s), mailto and tel (no javascript:, vbscript: or data:, in any encoding or
 *   case: sanitize-html decodes entities and strips control characters before it compares);
 * - images only from this site's own paths (`/assets-cdn/...`, relative ones): no data: URLs, no
 *   scheme at all, and no address on another origin that a page would fetch on its own (tracking pixels, CSRF by image);
 * - inline style only as colour, alignment and weight, each matched whole, so no url(),
 *   expression(), @import or behaviour can ride along.
 * The web app runs DOMPurify again when it shows the HTML.
 */
const SAME_SITE_PATH = /^(?![a-z][a-z0-9+.-]*:)(?![/\\]{2})[^\s"'`<>\\]+$/i;

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
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Elements whose text is dropped with them rather than kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    // A link opening a new window must not hand the opener to the target page.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs:
          target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : { ...rest },
      };
    },
    // Relative paths only: the scheme list cannot say "this origin".
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return {
        tagName,
        attribs: src && SAME_SITE_PATH.test(src.trim()) ? { ...rest, src: src.trim() } : rest,
      };
    },
  },
  // An image with nothing to show is dropped rather than kept as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

// NUL never reaches the parser (a classic filter breaker) nor the database (text refuses it).
export const sanitizeHtml = (html: string): string => sanitize(html.replaceAll('\0', ''), options);
