import DOMPurify from 'dompurify';

/**
 * The second sanitiser (ARCHITECTURE "Security"): the server stores content through its
 * allow-list; what arrives is cleaned again here before it meets the DOM, so a server that
 * forgets (or another platform this front end is pointed at) still cannot run script here.
 * Beyond DOMPurify's defaults: no forms, styles elements or SVG/MathML; styles only without
 * anything that loads; images only from this origin; links opening a new window get no opener.
 */
const LOADS = /url\s*\(|expression\s*\(|@import|behavior|-moz-binding|javascript:/i;

let hooked = false;
function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const style = node.getAttribute('style');
    if (style && LOADS.test(style)) node.removeAttribute('style');
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src && new URL(src, window.location.href).origin !== window.location.origin)
        node.removeAttribute('src');
    }
    if (node.tagName === 'A' && node.hasAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Clean HTML for `dangerouslySetInnerHTML`; empty where there is no DOM (server rendering). */
export function purify(html: string): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return '';
  addHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'style', 'link', 'meta', 'base'],
    FORBID_ATTR: ['srcset', 'action', 'formaction', 'xlink:href'],
    ALLOW_DATA_ATTR: false,
    // New-window links keep their target (the hook above gives them no opener).
    ADD_ATTR: ['target'],
    // DOMPurify's own pattern with fewer schemes: http(s), mailto, tel, or none at all.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
