import { DEFAULT_IMAGE_CDNS } from '../config/constants';

/**
 * Spec 9 "Image CDN": a relative image path is served from one of the CDNs, picked at random per
 * use to spread the load. Absolute paths and full URLs (banners arrive that way) are kept.
 */
export function imageUrl(path: string, cdns: readonly string[] = DEFAULT_IMAGE_CDNS): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  const list = cdns.length ? cdns : DEFAULT_IMAGE_CDNS;
  const cdn = list[Math.floor(Math.random() * list.length)] ?? DEFAULT_IMAGE_CDNS[0];
  return `${cdn.replace(/\/+$/, '')}/${path}`;
}
