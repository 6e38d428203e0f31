import { DEFAULT_IMAGE_CDNS } from '../config/constants';

/**
 * Spec 9 "Image CDN": a relative image path is served from one of the CDNs, picked by a hash of the
 * path to spread the load. Not at random: the server-rendered page and the browser that hydrates
 * it must pick the same one, and so does the next visit, which then finds the image in its cache.
 * Absolute paths and full URLs (banners arrive that way) are kept.
 */
export function imageUrl(path: string, cdns: readonly string[] = DEFAULT_IMAGE_CDNS): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  const list = cdns.length ? cdns : DEFAULT_IMAGE_CDNS;
  let hash = 0;
  for (let i = 0; i < path.length; i++) hash = (hash * 31 + path.charCodeAt(i)) >>> 0;
  const cdn = list[hash % list.length] ?? DEFAULT_IMAGE_CDNS[0];
  return `${cdn.replace(/\/+$/, '')}/${path}`;
}
