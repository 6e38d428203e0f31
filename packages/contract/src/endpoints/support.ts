import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { customerServiceSchema } from './system.ts';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
} from '../support-rules.ts';

export * from '../support-rules.ts';

/**
 * Images travel as base64 in the JSON body (not multipart): the one API client, the contract's zod
 * schemas and the error envelope stay as they are for every endpoint, and no multipart parser joins
 * the server. The cost is a third more bytes on the wire for at most three 5 MB images.
 */
export const feedbackBodySchema = z.object({
  content: z.string().max(FEEDBACK_MAX_CHARS * 4),
  /** Base64 of each image's bytes (a `data:` URL prefix is accepted and ignored). */
  images: z.array(z.string()).max(10).default([]),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** Base64 of 3 images at the limit, plus the text: the feedback route's own body limit. */
export const FEEDBACK_BODY_LIMIT =
  FEEDBACK_MAX_IMAGES * Math.ceil((FEEDBACK_MAX_IMAGE_BYTES * 4) / 3 + 64) + 256 * 1024;

export const feedbackImagePath = (id: number) => `/wps/feedback/image/${id}`;

export const submitFeedback = defineEndpoint({
  method: 'PUT',
  path: '/wps/feedback',
  summary:
    `Feedback (spec 5): ${FEEDBACK_MIN_WORDS}-${FEEDBACK_MAX_WORDS} words, up to ` +
    `${FEEDBACK_MAX_IMAGES} png or jpg images of at most 5 MB each (base64); images are served ` +
    'back to their owner only, as images, at /wps/feedback/image/{id}',
  tags: ['support'],
  body: feedbackBodySchema,
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
