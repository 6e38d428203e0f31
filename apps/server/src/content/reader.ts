import type { Reader } from './announcements-repository.ts';

/**
 * Who reads an announcement (its language version and read state). The announcement calls are
 * token-free (spec 7): the viewer is optional, and a token that is no longer live reads as a
 * visitor instead of failing the list (request-context.ts `viewerOf`).
 */
export function readerFor(
  merchant: { code: string; defaultLanguage: string },
  language: string | undefined,
  memberId: number | null,
): Reader {
  return {
    merchantCode: merchant.code,
    language,
    fallback: merchant.defaultLanguage,
    memberId,
    now: new Date(),
  };
}
