import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { customerServiceSchema } from './system.ts';
import {
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
} from '../support-rules.ts';

export * from '../support-rules.ts';

/**
 * The form fields of PUT /wps/feedback, sent as multipart/form-data in this order: `content` (the
 * text) first, then up to three files named `images`. Multipart, not JSON with base64: the server
 * reads the images as a stream with their limits (type by the first bytes, 5 MB each), never
 * holding a 20 MB JSON text to parse on its event loop (issue 19).
 */
export const FEEDBACK_FIELDS = { content: 'content', images: 'images' } as const;

/** A multipart body with text only (a trial's, which may not upload) is at most this large. */
export const FEEDBACK_TEXT_BODY_LIMIT = 64 * 1024;

/** The largest multipart body PUT /wps/feedback reads: three images at the limit and the text. */
export const FEEDBACK_UPLOAD_LIMIT =
  FEEDBACK_MAX_IMAGES * FEEDBACK_MAX_IMAGE_BYTES + FEEDBACK_TEXT_BODY_LIMIT;

export const feedbackImagePath = (id: number) => `/wps/feedback/image/${id}`;

export const submitFeedback = defineEndpoint({
  method: 'PUT',
  path: '/wps/feedback',
  summary:
    `Feedback (spec 5): ${FEEDBACK_MIN_WORDS}-${FEEDBACK_MAX_WORDS} words, up to ` +
    `${FEEDBACK_MAX_IMAGES} png or jpg images of at most 5 MB each, as multipart/form-data ` +
    '(`content`, then files named `images`; trial accounts send text only); images are served ' +
    'back to their owner only, as images, at /wps/feedback/image/{id}',
  tags: ['support'],
  value: z.object({
    id: z.number().int(),
    images: z.array(
      z.object({
        id: z.number().int(),
        type: z.enum(['image/png', 'image/jpeg']),
        url: z.string(),
      }),
    ),
  }),
  auth: true,
  errors: [
    'feedback.content.length',
    'feedback.image.count',
    'feedback.image.too.large',
    'feedback.image.invalid',
    'feedback.image.type',
    'feedback.daily.limit',
    'trial.restricted',
    'request.media.unsupported',
    'request.body.too.large',
  ],
});

/** Spec 3: LINE-1, FACEBOOK-1, and the type '3' service link (spec 7's customer service paths). */
export const getCustomerService = defineEndpoint({
  method: 'GET',
  path: '/wps/system/customerService',
  summary: "Customer-service entries: LINE-1, FACEBOOK-1 and the type '3' online service link",
  tags: ['support'],
  value: z.array(customerServiceSchema),
  auth: false,
  reads: ['Language'],
});

export const getChatLaunch = defineEndpoint({
  method: 'GET',
  path: '/wps/chat/launch',
  summary: 'Chat launch (spec 7): value.chatUrl, the page the customer-service iframe opens',
  tags: ['support'],
  value: z.object({ chatUrl: z.string() }),
  auth: false,
  reads: ['Language'],
});

export const supportContentKinds = ['joinUs', 'sponsor', 'agreement', 'terms', 'policy'] as const;
export const supportContentKindSchema = z.enum(supportContentKinds);
export type SupportContentKind = z.infer<typeof supportContentKindSchema>;

export const supportDocumentSchema = z.object({
  kind: supportContentKindSchema,
  /** The version served: the `Language` header's, else the merchant's default, else any. */
  lang: z.string(),
  title: z.string(),
  /** Sanitised HTML (sanitised again with DOMPurify when shown). */
  content: z.string(),
});
export type SupportDocument = z.infer<typeof supportDocumentSchema>;

export const getSupportContent = defineEndpoint({
  method: 'GET',
  path: '/wps/system/content',
  summary: 'Join-us, sponsor, user agreement, terms and policy in the Language header language',
  tags: ['support'],
  query: z.object({
    kinds: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .pipe(z.array(supportContentKindSchema).min(1).max(supportContentKinds.length)),
  }),
  /** In the order asked for; a kind the merchant has not written is left out. */
  value: z.array(supportDocumentSchema),
  auth: false,
  reads: ['Language'],
});
