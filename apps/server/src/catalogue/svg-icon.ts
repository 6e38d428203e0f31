/** FNV-1a: a stable 32-bit hash, so the same name always gets the same colour. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** "Golden Dragon Megaways" -> "GD"; a single word gives its first two letters. */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return '?';
  if (words.length === 1) return [...words[0]!].slice(0, 2).join('').toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => [...w][0])
    .join('')
    .toUpperCase();
}

export interface IconOptions {
  /** What the colour is derived from (an id); the label is what is written. */
  seed: string;
  label: string;
  width: number;
  height: number;
  /** Also print the label's full text under the initials (banners). */
  caption?: string;
}

/** A small deterministic placeholder picture: a gradient from the seed's hue and the initials. */
export function renderIcon({ seed, label, width, height, caption }: IconOptions): string {
  const hue = hash32(seed) % 360;
  const hue2 = (hue + 40) % 360;
  const size = Math.round(Math.min(width, height) * (caption ? 0.32 : 0.4));
  const text = escapeXml(initials(label));
  const captionSvg = caption
    ? `<text x="50%" y="82%" font-size="${Math.round(height * 0.1)}" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(caption.slice(0, 48))}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2},75%,30%)"/></linearGradient></defs>
<rect width="100%" height="100%" rx="${Math.round(Math.min(width, height) * 0.12)}" fill="url(#g)"/>
<text x="50%" y="${caption ? '48%' : '50%'}" dy=".35em" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text>${captionSvg}
</svg>`;
}
