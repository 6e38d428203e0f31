/**
 * A path on this site: one leading `/`, not `//` or `/\` (a browser reads both as another host),
 * and nothing that could end an HTML attribute or carry a scheme.
 */
const SITE_PATH = /^\/(?![/\\])[^\s"'`<>\\]*$/;

/** The https origin and path prefix of an image CDN entry; null for a path or anything else. */
function cdnPrefix(cdn: string): { origin: string; path: string } | null {
  if (!/^https:\/\//i.test(cdn) || !URL.canParse(cdn)) return null;
  const url = new URL(cdn);
  return {
    origin: url.origin,
    path: url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`,
  };
}

/**
 * Whether an operator's image address (a promotion's pictures) may be shown: a path on this site,
 * or an https address under one of the merchant's image CDNs (status `info.imageCDNs`; its path
 * entries are this site's paths already). Anything else would have every visitor's browser fetch
 * from a site nobody configured: tracking, or content the operator never approved.
 */
export function isAllowedImageUrl(url: string, imageCdns: readonly string[]): boolean {
  if (SITE_PATH.test(url)) return true;
  if (!/^https:\/\//i.test(url) || !URL.canParse(url) || /[\s"'`<>\\]/.test(url)) return false;
  const target = new URL(url);
  if (target.username || target.password) return false;
  return imageCdns.some((cdn) => {
    const prefix = cdnPrefix(cdn);
    return (
      prefix !== null && prefix.origin === target.origin && target.pathname.startsWith(prefix.path)
    );
  });
}
