import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  countWords,
  FEEDBACK_FIELDS,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_TEXT_BODY_LIMIT,
  FEEDBACK_UPLOAD_LIMIT,
  imageTypeOf,
} from '@app/contract';
import { AppError, badRequest, trialRestricted } from '../errors.ts';
import type { NewFeedbackImage } from './support-repository.ts';

export interface FeedbackUpload {
  content: string;
  images: NewFeedbackImage[];
}

export interface UploadRules {
  /** Trial accounts send text only. */
  trial: boolean;
  /** Image bytes the member may still upload today. */
  imageBytesLeft: number;
}

export const dailyLimit = (message: string) => new AppError('feedback.daily.limit', message);

const contentLength = (words: number) =>
  new AppError(
    'feedback.content.length',
    `Feedback must be ${FEEDBACK_MIN_WORDS} to ${FEEDBACK_MAX_WORDS} words (at most ${FEEDBACK_MAX_CHARS} characters)`,
    { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS, words },
  );

const tooLarge = (index: number) =>
  new AppError('feedback.image.too.large', `Image ${index + 1} is larger than 5 MB`, { index });

function checkContent(text: string): string {
  const content = text.trim();
  const words = countWords(content);
  if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) throw contentLength(words);
  if (content.length > FEEDBACK_MAX_CHARS) throw contentLength(words);
  return content;
}

/**
 * One image, read chunk by chunk as it arrives: refused by its first bytes when it is not a png
 * or jpg, and as soon as it passes 5 MB or what is left of the member's day.
 */
async function readImage(
  part: MultipartFile,
  index: number,
  bytesLeft: number,
): Promise<NewFeedbackImage> {
  const chunks: Buffer[] = [];
  let size = 0;
  let type: NewFeedbackImage['type'] | null = null;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (part.file.truncated) throw tooLarge(index);
    chunks.push(chunk);
    size += chunk.length;
    if (size > FEEDBACK_MAX_IMAGE_BYTES) throw tooLarge(index);
    if (size > bytesLeft) throw dailyLimit("Today's picture allowance is used up");
    if (type === null && size >= 8) {
      type = imageTypeOf(chunks.length === 1 ? chunk : Buffer.concat(chunks));
      if (!type) {
        throw new AppError('feedback.image.type', `Image ${index + 1} is not a png or jpg image`, {
          index,
        });
      }
    }
  }
  if (part.file.truncated) throw tooLarge(index);
  if (type === null) {
    throw new AppError('feedback.image.invalid', `Image ${index + 1} is empty or unreadable`, {
      index,
    });
  }
  return { type, bytes: Buffer.concat(chunks, size) };
}

/** @fastify/multipart's and busboy's refusals as the contract's errors. */
function asAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') {
    return new AppError('feedback.image.count', `At most ${FEEDBACK_MAX_IMAGES} images`, {
      max: FEEDBACK_MAX_IMAGES,
    });
  }
  if (code?.startsWith('FST_') || error instanceof Error) {
    return new AppError('request.body.invalid', 'The form could not be read');
  }
  return error;
}

const declaredLength = (request: FastifyRequest) => {
  const n = Number(request.headers['content-length']);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Reads PUT /wps/feedback's multipart body as a stream (issue 19): the text first, checked before
 * any image byte is read, then each image with its limits. Nothing is parsed as JSON; a body that
 * says it is too large, or a trial's that carries more than text, is refused before it is read.
 * A refusal stops reading; the rest of the body is discarded (platform/http/oversized-body.ts).
 */
export async function readFeedbackUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<FeedbackUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      'request.media.unsupported',
      'Send feedback as multipart/form-data (content, then images)',
    );
  }
  if (rules.trial && declaredLength(request) > FEEDBACK_TEXT_BODY_LIMIT) throw trialRestricted();
  if (declaredLength(request) > FEEDBACK_UPLOAD_LIMIT) {
    throw new AppError('request.body.too.large', 'Request body is too large');
  }
  let content: string | null = null;
  const images: NewFeedbackImage[] = [];
  let imageBytes = 0;
  try {
    const parts = request.parts({
      limits: {
        fieldSize: FEEDBACK_MAX_CHARS * 4,
        fields: 1,
        // One more than allowed, so that the fourth is seen and refused by count.
        files: FEEDBACK_MAX_IMAGES + 1,
        fileSize: FEEDBACK_MAX_IMAGE_BYTES,
        parts: FEEDBACK_MAX_IMAGES + 2,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const field = part as MultipartValue<unknown>;
        if (field.fieldname !== FEEDBACK_FIELDS.content || typeof field.value !== 'string') {
          throw badRequest(`body.${field.fieldname}: unknown field`);
        }
        if (field.valueTruncated) throw contentLength(countWords(field.value));
        content = checkContent(field.value);
        continue;
      }
      if (rules.trial) throw trialRestricted();
      if (part.fieldname !== FEEDBACK_FIELDS.images) {
        throw badRequest(`body.${part.fieldname}: unknown field`);
      }
      if (content === null) throw badRequest('body.content: must come before the images');
      if (images.length >= FEEDBACK_MAX_IMAGES) throw asAppError({ code: 'FST_FILES_LIMIT' });
      const image = await readImage(part, images.length, rules.imageBytesLeft - imageBytes);
      imageBytes += image.bytes.length;
      images.push(image);
    }
  } catch (error) {
    // Stop feeding the parser; what is left is read and dropped before the answer.
    request.raw.unpipe();
    throw asAppError(error);
  }
  if (content === null) throw contentLength(0);
  return { content, images };
}
