import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  countWords,
  errorEnvelopeSchema,
  FEEDBACK_BODY_LIMIT,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  feedbackImagePath,
  imageTypeOf,
  submitFeedback,
} from '@app/contract';
import { AppError, notFound } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { headerDocs, routeDocs } from '../platform/http/route-docs.ts';
import { requireSession, sessionOf } from '../accounts/auth-plugin.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import type { NewFeedbackImage } from './support-repository.ts';

/** An image's bytes, as OpenAPI 3.1 describes binary content. */
const imageBytes = z.string().meta({ format: 'binary' });

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Base64 (or a data: URL) to bytes, checked in the order a player can act on: size, then type. */
function decodeImage(encoded: string, index: number): NewFeedbackImage {
  const b64 = encoded.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  const n = index + 1;
  if (Math.floor((b64.length * 3) / 4) - 2 > FEEDBACK_MAX_IMAGE_BYTES) {
    throw new AppError('feedback.image.too.large', `Image ${n} is larger than 5 MB`, { index });
  }
  if (b64.length === 0 || b64.length % 4 !== 0 || !BASE64.test(b64)) {
    throw new AppError('feedback.image.invalid', `Image ${n} is not valid base64`, { index });
  }
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length > FEEDBACK_MAX_IMAGE_BYTES) {
    throw new AppError('feedback.image.too.large', `Image ${n} is larger than 5 MB`, { index });
  }
  const type = imageTypeOf(bytes);
  if (!type) {
    throw new AppError('feedback.image.type', `Image ${n} is not a png or jpg image`, { index });
  }
  return { type, bytes };
}

/** Spec 5: PUT /wps/feedback, and its images served back to their owner only, only as images. */
export function addFeedbackRoutes(app: FastifyInstance): void {
  const { support } = app;
  // Three 5 MB images in base64 exceed the app's 1 MB body limit: this route alone takes more.
  app.addHook('onRoute', (route) => {
    if (route.url === submitFeedback.path && route.method === submitFeedback.method) {
      route.bodyLimit = FEEDBACK_BODY_LIMIT;
    }
  });

  registerEndpoint(app, submitFeedback, async (request) => {
    const { memberId } = sessionOf(request);
    const content = request.body.content.trim();
    const words = countWords(content);
    if (
      words < FEEDBACK_MIN_WORDS ||
      words > FEEDBACK_MAX_WORDS ||
      content.length > FEEDBACK_MAX_CHARS
    ) {
      throw new AppError(
        'feedback.content.length',
        `Feedback must be ${FEEDBACK_MIN_WORDS} to ${FEEDBACK_MAX_WORDS} words (at most ${FEEDBACK_MAX_CHARS} characters)`,
        { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS, words },
      );
    }
    const { images } = request.body;
    if (images.length > FEEDBACK_MAX_IMAGES) {
      throw new AppError('feedback.image.count', `At most ${FEEDBACK_MAX_IMAGES} images`, {
        max: FEEDBACK_MAX_IMAGES,
      });
    }
    const decoded = images.map(decodeImage);
    const saved = await support.submitFeedback({
      merchantCode: merchantOf(request).code,
      memberId,
      content,
      images: decoded,
    });
    return {
      id: saved.id,
      images: saved.images.map((i) => ({ ...i, url: feedbackImagePath(i.id) })),
    };
  });

  app.get(
    '/wps/feedback/image/:id',
    {
      preValidation: requireSession,
      config: {
        docs: routeDocs('GET', {
          errors: ['request_param_err', 'login.not.session', 'not.found'],
          headers: [headerDocs.session],
          security: 'session',
        }),
      },
      schema: {
        summary: 'An image of your own feedback, as the png or jpeg it is (never anything else)',
        tags: ['support'],
        params: z.object({
          id: z.coerce
            .number()
            .int()
            .positive()
            .max(2 ** 53 - 1),
        }),
        response: {
          200: {
            description: 'The image, typed by its first bytes',
            content: { 'image/png': { schema: imageBytes }, 'image/jpeg': { schema: imageBytes } },
          },
          '4xx': errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const image = await support.findImage(sessionOf(request).memberId, id);
      if (!image) throw notFound('Image not found');
      const ext = image.type === 'image/png' ? 'png' : 'jpg';
      return (
        reply
          .header('content-type', image.type)
          .header('x-content-type-options', 'nosniff')
          // Opened as a document anyway, it may run nothing and load nothing.
          .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'none'")
          .header('content-disposition', `inline; filename="feedback-${id}.${ext}"`)
          .header('cache-control', 'private, no-store')
          .send(image.bytes)
      );
    },
  );
}
