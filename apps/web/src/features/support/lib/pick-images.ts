import {
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  imageTypeOf,
  type FeedbackImageType,
} from '@app/contract';

export interface PickedImage {
  key: string;
  file: File;
  type: FeedbackImageType;
  /** An object URL for the preview; revoked when the image is removed or the form is done. */
  previewUrl: string;
}

export type ImageProblem =
  { kind: 'type'; name: string } | { kind: 'size'; name: string } | { kind: 'count'; max: number };

let nextKey = 0;

/**
 * Checks chosen files as the server will (spec 5): png or jpg by their first bytes, not their
 * names or declared types; at most 5 MB; at most 3 in all. Fitting files join `current`, the
 * others come back as problems to show before anything is uploaded.
 */
export async function pickImages(
  current: readonly PickedImage[],
  files: readonly File[],
): Promise<{ images: PickedImage[]; problems: ImageProblem[] }> {
  const images = [...current];
  const problems: ImageProblem[] = [];
  for (const file of files) {
    if (file.size > FEEDBACK_MAX_IMAGE_BYTES) {
      problems.push({ kind: 'size', name: file.name });
      continue;
    }
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const type = imageTypeOf(head);
    if (!type) {
      problems.push({ kind: 'type', name: file.name });
      continue;
    }
    if (images.length >= FEEDBACK_MAX_IMAGES) {
      if (!problems.some((p) => p.kind === 'count')) {
        problems.push({ kind: 'count', max: FEEDBACK_MAX_IMAGES });
      }
      continue;
    }
    images.push({ key: `img-${nextKey++}`, file, type, previewUrl: URL.createObjectURL(file) });
  }
  return { images, problems };
}
