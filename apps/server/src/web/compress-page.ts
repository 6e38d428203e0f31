import { compress, preferredCoding } from '../platform/http/compressed-bytes.ts';

/**
 * A rendered page compressed for the wire: every page differs (its boot data holds the caller's
 * status), so it cannot be compressed at build time like the assets.
 */
export async function compressPage(
  page: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding: 'br' | 'gzip' | null }> {
  const coding = preferredCoding(acceptEncoding);
  return coding
    ? { body: await compress(page, coding), encoding: coding }
    : { body: page, encoding: null };
}
