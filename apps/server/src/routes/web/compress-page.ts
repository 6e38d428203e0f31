import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Whether an Accept-Encoding header allows a coding (present and not `;q=0`). */
const accepts = (header: string, coding: string) =>
  header
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .some(([name, q]) => name === coding && !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''));

/**
 * A rendered page compressed for the wire: every page differs (its boot data holds the caller's
 * status), so it cannot be compressed at build time like the assets; brotli at a middle quality
 * takes well under a millisecond for a page and shrinks it about five times.
 */
export async function compressPage(
  page: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding: 'br' | 'gzip' | null }> {
  const header = acceptEncoding ?? '';
  if (accepts(header, 'br'))
    return {
      body: await brotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  if (accepts(header, 'gzip')) return { body: await gz(page, { level: 6 }), encoding: 'gzip' };
  return { body: page, encoding: null };
}
