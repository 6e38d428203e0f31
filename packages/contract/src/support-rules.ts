// The feedback rules both sides apply, kept apart from the schemas so that the web app's bundle
// takes these few functions without zod.

/**
 * Spec 5 "Dictionary limits": feedback content is between {0} and {1} words; the spec does not
 * show the values. Ours: at least 5 words (enough to say what went wrong, "deposit not credited
 * after bKash" is 5) and at most 500 (a long letter), with a cap of 5,000 characters so that 500
 * "words" cannot be 500 pages. README lists this among the departures.
 */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 500;
export const FEEDBACK_MAX_CHARS = 5_000;
/** Spec 5 and 9: images png or jpg, at most 5 MB each, at most 3. */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Words as a reader counts them: runs of non-space characters (Bengali is space-separated too). */
export const countWords = (text: string): number => {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
};

export type FeedbackImageType = 'image/png' | 'image/jpeg';

/**
 * The image type by the file's own first bytes (PNG signature, JPEG SOI + marker), never by its
 * name or declared type: a ".jpg" that is text is neither. Shared by the server and the browser.
 */
export function imageTypeOf(bytes: Uint8Array): FeedbackImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

/** The support page's message (what a player leaves in the service iframe). */
export const SUPPORT_MESSAGE_MAX_CHARS = 2_000;
