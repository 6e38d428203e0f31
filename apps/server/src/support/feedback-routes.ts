import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  FEEDBACK_TEXT_BODY_LIMIT,
  feedbackImagePath,
  submitFeedback,
} from '@app/contract';
import { notFound } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { headerDocs, routeDocs } from '../platform/http/route-docs.ts';
import { requireSession, sessionOf, TRIAL_TYPE } from '../accounts/auth-plugin.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { readFeedbackUpload } from './feedback-upload.ts';

/** An image's bytes, as OpenAPI 3.1 describes binary content. */
const imageBytes = z.string().meta({ format: 'binary' });

/** Spec 5: PUT /wps/feedback, and its images served back to their owner only, only as images. */
export async function addFeedbackRoutes(app: FastifyInstance): Promise<void> {
  const { support } = app;
  // Multipart is read by the feedback handler alone, as a stream (support/feedback-upload.ts);
  // the parser itself reads nothing. Any other body of this route (JSON) stays small.
  await app.register(multipart);
  app.addHook('onRoute', (route) => {
    if (route.url === submitFeedback.path && route.method === submitFeedback.method) {
      route.bodyLimit = FEEDBACK_TEXT_BODY_LIMIT;
    }
  });

  registerEndpoint(app, submitFeedback, async (request) => {
    const { memberId, type } = sessionOf(request);
    const merchant = merchantOf(request);
    // The quota first: a member who has used up the day uploads nothing.
    const { imageBytesLeft } = await support.feedbackAllowance(memberId, merchant.timeZone);
    const upload = await readFeedbackUpload(request, {
      trial: type === TRIAL_TYPE,
      imageBytesLeft,
    });
    const saved = await support.submitFeedback({
      merchantCode: merchant.code,
      timeZone: merchant.timeZone,
      memberId,
      ...upload,
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
