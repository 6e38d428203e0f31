import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { amountInputSchema } from './money.ts';
import { queryInt } from './query-params.ts';

/**
 * Promotions (spec 2.11, 3, 4): the `/m/activity` list and its detail, with a member's own state.
 * Each promotion carries a version per language (BN, EN); the `Language` header picks one, then the
 * merchant's default language, then any version. Deposit promotions (cashier.ts) are another thing:
 * a percentage added to one deposit, chosen on the deposit form; these are the operator's campaigns.
 *
 * Spec 4's activity states, per member:
 * - `Applying`: applied (with an optional comment), waiting for the operator;
 * - `Rejected`: the operator refused the application;
 * - `Claim`: approved; the bonus waits for the member to claim it (a claim promotion);
 * - `Claimed`: claimed: the bonus was paid into the wallet when the member claimed it;
 * - `Issued`: approved and the bonus paid at once by the approval (an issue promotion);
 * - `Joined`: joined a promotion that has no application to decide (a join promotion);
 * - `Closed`: the promotion has ended or was closed before the member finished with it.
 * null: the member has not taken part (or the caller is a visitor).
 */
export const activityStates = [
  'Applying',
  'Claim',
  'Rejected',
  'Issued',
  'Claimed',
  'Closed',
  'Joined',
] as const;
export const activityStateSchema = z.enum(activityStates);
export type ActivityState = z.infer<typeof activityStateSchema>;

/**
 * What taking part means: `info` nothing to do; `apply` an application the operator decides, the
 * bonus then claimed by the member (`claim`) or paid by the approval (`issue`); `join` one tap.
 */
export const promotionModes = ['info', 'apply', 'join'] as const;
export const bonusModes = ['claim', 'issue'] as const;

/** Spec 5: the apply comment is at most 140 characters. */
export const PROMOTION_COMMENT_MAX = 140;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

export const promotionCategorySchema = z.object({ id: z.number().int(), title: z.string() });
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

/** Spec 3 "Announcement/promotion", plus what taking part needs. */
export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  /** Sanitized HTML (sanitized again with DOMPurify when shown). */
  content: z.string(),
  /** Sequence 1 is the list image, 2 the detail banner (spec 2.11). */
  announcementImages: z.array(z.object({ sequence: z.number().int(), url: z.string() })),
  promoAnnouncementCategoryIds: z.array(z.number().int()),
  mode: z.enum(promotionModes),
  bonusMode: z.enum(bonusModes),
  /** The bonus an approved application pays, in minor units (0: none). */
  bonusMinor: z.number().int().nonnegative(),
  /** The bonus's turnover requirement: this many times the bonus (bonus.ts). */
  turnoverMultiple: z.number().int().nonnegative(),
  /** The member may forfeit the bonus and its winnings to withdraw the rest. */
  forfeitAllowed: z.boolean(),
  /** Ended or closed by the operator: nothing can be applied for or claimed. */
  closed: z.boolean(),
  /** The caller's own state; null for a visitor or a member who has not taken part. */
  activityState: activityStateSchema.nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const getPromotionCategories = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  summary: 'Promotion categories in the caller language (the /m/activity menu)',
  tags: ['content'],
  value: z.array(promotionCategorySchema),
  auth: false,
  reads: ['Language'],
});

export const getAvailablePromotions = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getAvailablePromotions',
  summary:
    'Promotions that have started (ended ones stay, closed, for 30 days), with the caller state ' +
    'when an Authorization header names a live session',
  tags: ['content'],
  query: z.object({ categoryId: queryInt(1).optional() }),
  value: z.object({ content: z.array(promotionSchema) }),
  auth: false,
  reads: ['Language', 'Authorization'],
});

export const getPromotionDetail = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionDetail',
  summary: 'One promotion (the /m/activityDetail page); 404 not.found for an unknown id',
  tags: ['content'],
  query: z.object({ id: queryInt(1) }),
  value: promotionSchema,
  auth: false,
  errors: ['not.found'],
  reads: ['Language', 'Authorization'],
});

const promotionIdBody = z.strictObject({ promotionId: z.number().int().positive() });

export const applyPromotion = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/PROMOFE_applyPromotion',
  summary:
    'Applies for (apply mode) or joins (join mode) a promotion. 409 promotion.state.conflict when ' +
    'already taken part or nothing to apply for; 409 promotion.closed; 403 trial.restricted',
  tags: ['content'],
  body: promotionIdBody.extend({
    comment: z.string().trim().max(PROMOTION_COMMENT_MAX).optional(),
  }),
  value: promotionSchema,
  auth: true,
  errors: ['trial.restricted', 'not.found', 'promotion.closed', 'promotion.state.conflict'],
  reads: ['Language'],
});

export const claimPromotion = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/PROMOFE_claimPromotion',
  summary:
    'Claims the bonus of an approved application (state Claim): one ledger entry from the ' +
    'promotion budget, key promotion:<applicationId>:bonus. 409 promotion.state.conflict before ' +
    'approval or after a claim; 409 promotion.closed; 409 promotion.budget.empty',
  tags: ['content'],
  body: promotionIdBody,
  value: promotionSchema,
  auth: true,
  errors: [
    'trial.restricted',
    'not.found',
    'promotion.closed',
    'promotion.state.conflict',
    'promotion.budget.empty',
  ],
  reads: ['Language'],
});

// Operator API (contract operator.ts: `X-Operator-Key`, never the players' endpoints).

const langKey = z.string().regex(/^[A-Z]{2}$/, 'a two-letter language code, e.g. BN');

export const promotionApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  username: z.string(),
  status: z.enum(['applying', 'rejected', 'claim', 'claimed', 'issued', 'joined']),
  comment: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** What the approval granted: paid at once (issued), by the claim (claim, claimed); else 0. */
  bonusMinor: z.number().int(),
  createdAt: z.string(),
});
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;

export const operatorListPromotionApplications = defineEndpoint({
  method: 'GET',
  path: '/operator/promotions/applications',
  summary: 'Operator: promotion applications in a state (default: applying), oldest first',
  tags: ['operator'],
  query: z.object({
    status: promotionApplicationSchema.shape.status.optional(),
    promotionId: queryInt(1).optional(),
  }),
  value: z.object({ list: z.array(promotionApplicationSchema) }),
  auth: false,
});

const applicationIdBody = z.strictObject({ applicationId: z.number().int().positive() });

export const operatorApprovePromotionApplication = defineEndpoint({
  method: 'POST',
  path: '/operator/promotions/applications/approve',
  summary:
    'Operator: approves an application: Claim (claim mode) or Issued with the bonus paid ' +
    '(issue mode); bonusMinor is what the claim will pay or the approval paid. 409 ' +
    'promotion.state.conflict unless applying',
  tags: ['operator'],
  body: applicationIdBody,
  value: promotionApplicationSchema,
  auth: false,
  errors: ['not.found', 'promotion.state.conflict', 'promotion.budget.empty'],
});

export const operatorRejectPromotionApplication = defineEndpoint({
  method: 'POST',
  path: '/operator/promotions/applications/reject',
  summary: 'Operator: rejects an application with a reason. 409 unless applying',
  tags: ['operator'],
  body: applicationIdBody.extend({ reason: z.string().trim().min(2).max(200) }),
  value: promotionApplicationSchema,
  auth: false,
  errors: ['not.found', 'promotion.state.conflict'],
});

const publishedHtml = z.string().max(100_000);

export const operatorPublishPromotion = defineEndpoint({
  method: 'PUT',
  path: '/operator/promotions',
  summary:
    'Operator: creates or replaces (by code) a promotion with a version per language; HTML goes ' +
    'through the server sanitiser before it is stored',
  tags: ['operator'],
  body: z.strictObject({
    code: z.string().regex(/^[a-z0-9-]{2,40}$/, 'lowercase letters, digits and -'),
    versions: z
      .record(
        langKey,
        z.strictObject({ title: z.string().trim().min(1).max(120), content: publishedHtml }),
      )
      .refine((v) => Object.keys(v).length > 0, 'at least one language'),
    images: z
      .array(
        z.strictObject({
          sequence: z.number().int().min(1).max(9),
          url: z.string().regex(/^(https:\/\/|\/)[^\s"'<>]{1,500}$/, 'an https or site path'),
        }),
      )
      .max(9),
    categoryIds: z.array(z.number().int().positive()).max(20).default([]),
    startDate: z.string().datetime({ offset: true }).or(isoDate),
    endDate: z.string().datetime({ offset: true }).or(isoDate).nullable().default(null),
    mode: z.enum(promotionModes).default('info'),
    bonusMode: z.enum(bonusModes).default('claim'),
    bonus: amountInputSchema.optional(),
    /** Valid turnover of this many times the bonus before a withdrawal (safe default: 1). */
    turnoverMultiple: z.number().int().min(0).max(100).default(1),
    forfeitAllowed: z.boolean().default(false),
    closed: z.boolean().default(false),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  }),
  value: z.object({ id: z.number().int() }),
  auth: false,
});

export const operatorPublishHelpEntry = defineEndpoint({
  method: 'PUT',
  path: '/operator/help',
  summary:
    'Operator: creates or replaces (by code and language) a help-centre section with its ' +
    'sub-sections; HTML goes through the server sanitiser',
  tags: ['operator'],
  body: z.strictObject({
    code: z.string().regex(/^[a-z0-9-]{2,40}$/, 'lowercase letters, digits and -'),
    lang: langKey,
    device: z.enum(['ALL', 'MOBILE', 'WEB']).default('ALL'),
    tag: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    title: z.string().trim().min(1).max(120),
    content: publishedHtml,
    children: z
      .array(z.strictObject({ title: z.string().trim().min(1).max(200), content: publishedHtml }))
      .max(50),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  }),
  value: z.object({ code: z.string(), lang: z.string() }),
  auth: false,
});
